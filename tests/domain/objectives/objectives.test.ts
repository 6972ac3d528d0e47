// The objective rules (issue 21 item 7): the day each timeframe ends (product.md §9), progress
// toward the target and where an objective stands, and the form's 'Please complete all form
// fields' for what is missing.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { objectiveMessages as m } from '../../../src/domain/objectives/messages';
import { objectiveCreateSchema, objectiveLogSchema } from '../../../src/domain/objectives/objective-schema';
import { byRelevance, objectiveProgress } from '../../../src/domain/objectives/progress';
import { dueDay, OBJECTIVE_TIMEFRAMES } from '../../../src/domain/objectives/timeframes';

const log = (value: number) => ({ id: String(value), day: '2026-03-01', value, note: null, createdBy: 'p', createdAt: '2026-03-01T10:00:00.000Z' });
const PLAYER = '01938f3e-0000-7000-8000-000000000001';
const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? null : r.issues[0].message;
};

describe('objective timeframes', () => {
  it('has the spec timeframes', () => {
    expect(OBJECTIVE_TIMEFRAMES).toEqual(['next_week', 'next_month', 'next_3_months', 'next_6_months', 'this_season']);
  });

  it('ends a week, a month, 3 and 6 months on from the day set, month ends clamped', () => {
    expect(dueDay('next_week', '2026-02-25')).toBe('2026-03-04');
    expect(dueDay('next_month', '2026-01-31')).toBe('2026-02-28');
    expect(dueDay('next_3_months', '2026-11-30')).toBe('2027-02-28');
    expect(dueDay('next_6_months', '2026-03-15')).toBe('2026-09-15');
  });

  it('ends "this season" on 31 July, of the next year from August on', () => {
    expect(dueDay('this_season', '2026-03-15')).toBe('2026-07-31');
    expect(dueDay('this_season', '2026-07-31')).toBe('2026-07-31');
    expect(dueDay('this_season', '2026-08-01')).toBe('2027-07-31');
    expect(dueDay('this_season', '2026-12-24')).toBe('2027-07-31');
  });

  it("ends \"this season\" on the club's own season end when the club's season holds the day set", () => {
    const season = { start: '2026-09-01', end: '2027-05-31' };
    expect(dueDay('this_season', '2026-12-24', season)).toBe('2027-05-31');
    expect(dueDay('this_season', '2026-08-20', season)).toBe('2027-07-31');
    expect(dueDay('this_season', '2026-12-24', { start: null, end: null })).toBe('2027-07-31');
    expect(dueDay('next_month', '2026-12-24', season)).toBe('2027-01-24');
  });
});

describe('objective progress', () => {
  const o = { target: 100, dueDay: '2026-03-31', met: false, logs: [log(30), log(25)] };

  it('adds the logged amounts up toward the target, capped at 100%', () => {
    expect(objectiveProgress(o, '2026-03-10')).toEqual({ done: 55, target: 100, percent: 55, state: 'active' });
    expect(objectiveProgress({ ...o, logs: [log(99)] }, '2026-03-10').percent).toBe(99);
    expect(objectiveProgress({ ...o, logs: [log(80), log(70)] }, '2026-03-10')).toMatchObject({ done: 150, percent: 100, state: 'done' });
    expect(objectiveProgress({ ...o, logs: [] }, '2026-03-10')).toMatchObject({ done: 0, percent: 0 });
  });

  it('is overdue after its last day unless reached or met; met is the coach\'s word whatever the amount', () => {
    expect(objectiveProgress(o, '2026-03-31').state).toBe('active');
    expect(objectiveProgress(o, '2026-04-01').state).toBe('overdue');
    expect(objectiveProgress({ ...o, met: true }, '2026-04-01').state).toBe('met');
    expect(objectiveProgress({ ...o, met: true, logs: [] }, '2026-03-01').state).toBe('met');
  });

  it('lists open objectives by the nearest end first, then met ones newest first', () => {
    const a = { id: 'a', met: false, dueDay: '2026-05-01', startDay: '2026-04-01' };
    const b = { id: 'b', met: false, dueDay: '2026-04-10', startDay: '2026-04-03' };
    const c = { id: 'c', met: true, dueDay: '2026-03-01', startDay: '2026-02-01' };
    const d = { id: 'd', met: true, dueDay: '2026-03-01', startDay: '2026-02-20' };
    expect([a, c, b, d].sort(byRelevance).map((x) => x.id)).toEqual(['b', 'a', 'd', 'c']);
  });
});

describe('objective forms', () => {
  const full = { playerId: PLAYER, title: 'Keepy-uppies', timeframe: 'next_month', target: '50', startDay: '2026-03-01' };

  it('takes a complete objective, the target typed as text', () => {
    const r = v.safeParse(objectiveCreateSchema, full);
    expect(r.success && r.output).toMatchObject({ title: 'Keepy-uppies', target: 50 });
  });

  it("says 'Please complete all form fields' for a missing title, timeframe or target", () => {
    for (const over of [{ title: '' }, { title: undefined }, { timeframe: '' }, { timeframe: undefined }, { target: '' }, { target: undefined }]) {
      expect(firstMessage(objectiveCreateSchema, { ...full, ...over }), JSON.stringify(over)).toBe(m.incomplete);
    }
    expect(firstMessage(objectiveLogSchema, { playerId: PLAYER, day: '2026-03-01', value: '' })).toBe(m.incomplete);
  });

  it('names the limit for a target or amount out of 1-10000', () => {
    for (const target of [0, -1, 10_001, 1.5, 'ten']) expect(firstMessage(objectiveCreateSchema, { ...full, target })).toBe(m.target);
    expect(firstMessage(objectiveLogSchema, { playerId: PLAYER, day: '2026-03-01', value: 0 })).toBe(m.value);
  });
});
