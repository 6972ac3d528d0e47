// Issue 19 item 6: an over-long answer is marked at its own field, with its limit, and focus
// moves to it (the form once said "Please check the answers marked below" and marked nothing).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../support/render-app';
import { PLAYER, session, soon, world } from './training-world';

afterEach(() => vi.unstubAllGlobals());

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function openForm() {
  const db = await world('player');
  const s = session({ status: 'ended', startsAt: soon(-3), endsAt: soon(-2) });
  await db.trainings.put(s);
  await renderApp(`/secure/training/${s.id}/feedback/${PLAYER}`);
  await screen.findByLabelText('Session rating (1–10)');
  for (const l of ['Session rating (1–10)', 'Enjoyment (1–10)', 'Wish to repeat (1–10)', 'Confidence (1–10)']) fill(l, '7');
  return db;
}

describe('feedback form limits', { timeout: 20_000 }, () => {
  it('an over-long takeaway is marked at its own box with its limit, and focus moves there', async () => {
    const db = await openForm();
    fill('Takeaway 2', 'x'.repeat(301));
    fireEvent.click(screen.getByRole('button', { name: 'Save feedback' }));
    const box = screen.getByLabelText('Takeaway 2');
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(describedText(box)).toContain('Please keep this to 300 characters');
    expect(box).toHaveFocus();
    expect(screen.getByLabelText('Takeaway 1')).not.toHaveAttribute('aria-invalid');
    expect(await db.outbox.count()).toBe(0);
  });

  it('an over-long answer is marked with its limit and focused, not the alert', async () => {
    const db = await openForm();
    fill('What went well?', 'y'.repeat(2001));
    fireEvent.click(screen.getByRole('button', { name: 'Save feedback' }));
    const area = screen.getByLabelText('What went well?');
    await waitFor(() => expect(area).toHaveAttribute('aria-invalid', 'true'));
    expect(describedText(area)).toContain('Please keep this to 2000 characters');
    expect(area).toHaveFocus();
    expect(await db.outbox.count()).toBe(0);
  });
});
