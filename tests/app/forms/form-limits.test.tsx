// Issue 19 item 6 and its validation polish: a refused form marks the field at fault, says its
// limit in that field's message (tied by aria-describedby) and moves focus to it; the limits are
// the shared schemas' (the server answers the same words).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { setSharedDb, TouchlineDb } from '../../../src/db/database';
import { saveDraft } from '../../../src/features/registration/data/draft';
import { renderApp } from '../support/render-app';
import { setUpCoach } from '../fixtures/support';
import { adminWorld, CLUB as MEMBER_CLUB } from '../clubs/member-world';
import { TEAM as TRAINING_TEAM, world as trainingWorld } from '../training/training-world';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  configureApi({});
  vi.unstubAllGlobals();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function expectMarked(label: string, message: string) {
  const field = screen.getByLabelText(label);
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  await waitFor(() => expect(field).toHaveFocus());
}

function signedOut() {
  localStorage.clear();
  setSharedDb(new TouchlineDb(`limits-${Math.random().toString(36).slice(2)}`));
  const offline = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', offline);
  configureApi({ fetch: offline as never, navigate: vi.fn() });
}

describe('every form says the limit at the field and focuses it', () => {
  it('registration: a 5,000-character name says the 100-character limit, not "complete all fields"', async () => {
    signedOut();
    await saveDraft({ step: 'profile', inviteCode: 'ROVERS-U10', email: 'pat@x.co', countryCode: '+44', mobile: '07700900123', termsAccepted: true });
    await renderApp('/register');
    await screen.findByLabelText('First name');
    fill('First name', 'P'.repeat(5000));
    fill('Last name', 'Doe');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expectMarked('First name', 'Please keep this to 100 characters');
    expect(screen.queryByText('Please ensure all fields are complete')).toBeNull();
  });

  it('registration: a child born in 1900 is refused with the range allowed', async () => {
    signedOut();
    const CLUB = '00000000-0000-4000-8000-0000000000c1';
    await saveDraft({ step: 'child', inviteCode: 'ROVERS-U10', email: 'pat@x.co', countryCode: '+44', mobile: '07700900123', termsAccepted: true, firstName: 'Pat', lastName: 'Doe', clubId: CLUB, role: 'parent' });
    await renderApp('/register');
    await screen.findByLabelText("Child's first name");
    fill("Child's first name", 'Sam');
    fill('Date of birth', '1900-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Add child' }));
    await expectMarked('Date of birth', 'Please enter a date of birth within the last 25 years, not in the future');
  });

  it('fixture form: a game length of -5 names the range allowed and is focused', async () => {
    const db = await setUpCoach();
    await renderApp('/secure/fixtures/new');
    fill('Opponent', 'Vale United');
    await screen.findByLabelText('Opponent');
    const soon = new Date(Date.now() + 3 * 86400_000);
    fill('Date', `${soon.getFullYear()}-${String(soon.getMonth() + 1).padStart(2, '0')}-${String(soon.getDate()).padStart(2, '0')}`);
    fill('Kick-off time', '10:30');
    fill('Match length (minutes)', '-5');
    fireEvent.click(screen.getByRole('button', { name: 'Save fixture' }));
    await expectMarked('Match length (minutes)', 'Please enter a match length from 1 to 240 minutes');
    expect(await db.outbox.count()).toBe(0);
  });

  it('fixture form: a 5,000-character objective says the 2000-character limit', async () => {
    const db = await setUpCoach();
    await renderApp('/secure/fixtures/new');
    await screen.findByLabelText('Opponent');
    fill('Opponent', 'Vale United');
    const soon = new Date(Date.now() + 3 * 86400_000);
    fill('Date', `${soon.getFullYear()}-${String(soon.getMonth() + 1).padStart(2, '0')}-${String(soon.getDate()).padStart(2, '0')}`);
    fill('Kick-off time', '10:30');
    fill('Objectives', 'o'.repeat(5000));
    fireEvent.click(screen.getByRole('button', { name: 'Save fixture' }));
    await expectMarked('Objectives', 'Please keep this to 2000 characters');
    expect(await db.outbox.count()).toBe(0);
  });

  it('training session form: a 5,000-character topic says the 200-character limit and is focused', async () => {
    const db = await trainingWorld('coach');
    await renderApp('/secure/training/new');
    await screen.findByLabelText('Topic');
    fill('Team', TRAINING_TEAM);
    const next = new Date(Date.now() + 3 * 86_400_000);
    fill('Date', `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`);
    fill('Start time', '18:00');
    fill('End time', '19:00');
    fill('Topic', 't'.repeat(5000));
    fireEvent.click(screen.getByRole('button', { name: 'Save training session' }));
    await expectMarked('Topic', 'Please keep this to 200 characters');
    expect(await db.outbox.count()).toBe(0);
  });

  it('invite a member: a 5,000-character first name says the 100-character limit and is focused', async () => {
    const api = adminWorld(() => undefined);
    await renderApp(`/secure/club/${MEMBER_CLUB}/invite`);
    fireEvent.click(await screen.findByRole('button', { name: 'Invite a member' }));
    fill('First name', 'F'.repeat(5000));
    fill('Email', 'ann@x.co');
    fireEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    await expectMarked('First name', 'Please keep this to 100 characters');
    expect(api.seen.some((r) => r.method !== 'GET')).toBe(false);
  });
});
