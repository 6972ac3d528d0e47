// The biometrics screen (issue 21 item 9), offline: a measurement added shows at once and is
// queued once, in metric whatever the units; the unit switch converts what was typed and is
// remembered; refused input keeps what was typed with the field's message and queues nothing;
// the 3-monthly prompt and the "growing fast" note from measurements on the device.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BiometricRow } from '../../../src/db/schema';
import { localDay } from '../../../src/domain/practice/practice-days';
import { renderApp } from '../support/render-app';
import { PLAYER, world } from '../training/training-world';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem('touchline:biometric-units');
});

const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
const today = () => localDay(tz);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const row = (measuredOn: string, heightCm: number, weightKg: number): BiometricRow => ({
  id: `01938f3e-0000-7000-8000-${measuredOn.replace(/-/g, '').padStart(12, '0')}`,
  playerId: PLAYER,
  measuredOn,
  heightCm,
  weightKg,
  createdBy: PLAYER,
  createdAt: new Date().toISOString(),
});
const save = () => fireEvent.click(within(screen.getByRole('form', { name: 'Add a measurement' })).getByRole('button', { name: 'Save measurement' }));

async function open(role: 'player' | 'parent' | 'coach' = 'player', rows: BiometricRow[] = []) {
  const db = await world(role);
  await db.biometrics.bulkPut(rows);
  await renderApp(`/secure/development/${PLAYER}/biometrics`);
  return db;
}

describe('biometrics screen', { timeout: 20_000 }, () => {
  it('adds a measurement offline: shown at once, one queued POST in metric', async () => {
    const db = await open();
    expect(await screen.findByText('No measurements yet. Add the first one!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add a measurement' }));
    fill('Height (cm)', '160.5');
    fill('Weight (kg)', '48');
    save();
    expect(await screen.findAllByText('160.5 cm')).not.toHaveLength(0);
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ method: 'POST', path: '/api/v1/biometric' });
    expect(queued[0]!.body).toMatchObject({ playerId: PLAYER, measuredOn: today(), heightCm: 160.5, weightKg: 48 });
    expect(await db.biometrics.count()).toBe(1);
  });

  it('switches to feet and inches and stone and pounds: converts what was typed, stores metric, remembers the choice', async () => {
    const db = await open('parent');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a measurement' }));
    fill('Height (cm)', '160');
    fireEvent.click(screen.getByLabelText('feet and inches'));
    expect(screen.getByLabelText('Feet')).toHaveValue('5');
    expect(screen.getByLabelText('Inches')).toHaveValue('3');
    fireEvent.click(screen.getByLabelText('stone and pounds'));
    fill('Stone', '7');
    fill('Pounds', '8');
    save();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('5 ft 3 in')).toBeInTheDocument();
    expect(within(table).getByText('7 st 8 lb')).toBeInTheDocument();
    const [entry] = await db.outbox.toArray();
    expect(entry!.body).toMatchObject({ playerId: PLAYER, heightCm: 160, weightKg: 48.1 });
    expect(JSON.parse(localStorage.getItem('touchline:biometric-units') ?? '{}')).toEqual({ height: 'ftin', weight: 'stlb' });
  });

  it('refuses 400 cm, 3 kg and letters: marked, focused, kept, nothing queued', async () => {
    const db = await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a measurement' }));
    fill('Height (cm)', '400');
    fill('Weight (kg)', '3');
    save();
    const height = screen.getByLabelText('Height (cm)');
    await waitFor(() => expect(height).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Please enter a valid height')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid weight')).toBeInTheDocument();
    await waitFor(() => expect(height).toHaveFocus());
    expect(height).toHaveValue('400');
    fill('Height (cm)', 'tall');
    fill('Weight (kg)', '45');
    save();
    await waitFor(() => expect(screen.queryByText('Please enter a valid weight')).not.toBeInTheDocument());
    expect(screen.getByText('Please enter a valid height')).toBeInTheDocument();
    expect(screen.getByLabelText('Height (cm)')).toHaveValue('tall');
    fill('Height (cm)', '0');
    save();
    expect(await screen.findByText('Please enter a valid height')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
  });

  it('prompts when the last measurement is 3 months old, and notes growing fast for the coach', async () => {
    // The one of 480 days ago is more than a year before the latest: 7.5 cm over 300 days.
    await open('coach', [row(daysAgo(480), 148, 38), row(daysAgo(400), 150, 40), row(daysAgo(100), 157.5, 44)]);
    expect(await screen.findByRole('region', { name: 'Time to measure again' })).toBeInTheDocument();
    const latest = screen.getByRole('region', { name: 'Latest measurement' });
    expect(within(latest).getByText('157.5 cm')).toBeInTheDocument();
    expect(within(latest).getByText('Growth: 9.1 cm a year')).toBeInTheDocument();
    expect(within(latest).getByText(/Growing fast/)).toBeInTheDocument();
  });

  it('no prompt and no note for a recent, slow-growing measurement', async () => {
    await open('player', [row(daysAgo(200), 150, 40), row(daysAgo(20), 152, 41)]);
    const latest = await screen.findByRole('region', { name: 'Latest measurement' });
    expect(within(latest).getByText(/^Growth: 4\.\d cm a year$/)).toBeInTheDocument();
    expect(screen.queryByText(/Growing fast/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Time to measure again' })).not.toBeInTheDocument();
  });
});
