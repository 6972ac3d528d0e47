// The cancel form's check, shared by fixtures and training sessions (spec §4): a reason is
// needed; a new date/time is optional, but both parts and in the future; each area says so in
// its own words.
import { describe, expect, it } from 'vitest';
import { checkCancelForm } from '../../../src/domain/session/cancel-form';
import { CHOOSE_REASON } from '../../../src/domain/session/cancel-schema';
import { checkTrainingCancel } from '../../../src/features/training/model/cancel-form';

const now = Date.parse('2026-05-01T12:00:00Z');
const messages = { timeRequired: 'time missing', dateInFuture: 'not in the future' };

describe('checkCancelForm', () => {
  it('needs one of the reasons', () => {
    expect(checkCancelForm({ reason: '', date: '', time: '' }, messages, now)).toEqual({ ok: false, message: CHOOSE_REASON });
    expect(checkCancelForm({ reason: 'later', date: '', time: '' }, messages, now)).toEqual({ ok: false, message: 'Please choose why the game is cancelled' });
    // The reason is checked first, even with a good new date.
    expect(checkCancelForm({ reason: '', date: '2026-05-08', time: '10:00' }, messages, now)).toEqual({ ok: false, message: CHOOSE_REASON });
  });

  it('answers no new date/time when both inputs are empty', () => {
    for (const reason of ['postponed', 'cancelled', 'rescheduled'] as const) {
      expect(checkCancelForm({ reason, date: '', time: '' }, messages, now)).toEqual({ ok: true, reason, newDateTime: null });
    }
  });

  it('names a missing time; a time alone or a past or present date/time is not in the future', () => {
    expect(checkCancelForm({ reason: 'postponed', date: '2026-05-08', time: '' }, messages, now)).toEqual({ ok: false, message: 'time missing' });
    expect(checkCancelForm({ reason: 'postponed', date: '', time: '10:00' }, messages, now)).toEqual({ ok: false, message: 'not in the future' });
    expect(checkCancelForm({ reason: 'postponed', date: '2026-04-20', time: '10:00' }, messages, now)).toEqual({ ok: false, message: 'not in the future' });
    const atNow = new Date(now);
    const hhmm = `${String(atNow.getHours()).padStart(2, '0')}:${String(atNow.getMinutes()).padStart(2, '0')}`;
    const today = `${atNow.getFullYear()}-${String(atNow.getMonth() + 1).padStart(2, '0')}-${String(atNow.getDate()).padStart(2, '0')}`;
    expect(checkCancelForm({ reason: 'postponed', date: today, time: hhmm }, messages, now)).toEqual({ ok: false, message: 'not in the future' });
    expect(checkCancelForm({ reason: 'postponed', date: '2026-13-40', time: '10:00' }, messages, now)).toEqual({ ok: false, message: 'not in the future' });
  });

  it('answers the new date/time in the device time zone as ISO', () => {
    expect(checkCancelForm({ reason: 'rescheduled', date: '2026-05-08', time: '10:30' }, messages, now)).toEqual({
      ok: true,
      reason: 'rescheduled',
      newDateTime: new Date('2026-05-08T10:30').toISOString(),
    });
  });
});

describe('checkTrainingCancel', () => {
  it("uses the training session's messages: a date without its time is met as in the add form", () => {
    const future = 'Please enter a training session date/time in the future';
    expect(checkTrainingCancel({ reason: '', date: '', time: '' }, now)).toEqual({ ok: false, message: 'Please choose why the game is cancelled' });
    expect(checkTrainingCancel({ reason: 'postponed', date: '2026-05-08', time: '' }, now)).toEqual({ ok: false, message: future });
    expect(checkTrainingCancel({ reason: 'postponed', date: '2026-04-20', time: '18:00' }, now)).toEqual({ ok: false, message: future });
    expect(checkTrainingCancel({ reason: 'cancelled', date: '', time: '' }, now)).toEqual({ ok: true, reason: 'cancelled', newDateTime: null });
    expect(checkTrainingCancel({ reason: 'postponed', date: '2026-05-08', time: '18:00' }, now)).toEqual({ ok: true, reason: 'postponed', newDateTime: new Date('2026-05-08T18:00').toISOString() });
  });
});
