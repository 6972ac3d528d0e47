import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { practiceMessages as m } from '../../../src/domain/practice/messages';
import { practiceEntrySchema } from '../../../src/domain/practice/practice-schema';

const base = { day: '2026-11-26', timeZone: 'Europe/London', skills: [{ coreSkill: 'Passing', minutes: 30 }] };
const first = (input: unknown) => {
  const r = v.safeParse(practiceEntrySchema, input);
  return r.success ? null : r.issues[0].message;
};

describe('practice entry schema', () => {
  it('takes a full entry', () => {
    expect(first({ ...base, location: 'Park', withWhom: 'Dad', feeling: 4, notes: 'Left foot' })).toBeNull();
  });
  it('says the spec’s message when minutes are missing, and the range for bad minutes', () => {
    expect(first({ ...base, skills: [{ coreSkill: 'Passing' }] })).toBe(m.minutesMissing);
    expect(first({ ...base, skills: [{ coreSkill: 'Passing', minutes: '' }] })).toBe(m.minutesMissing);
    for (const minutes of [0, -5, 601, 2.5]) expect(first({ ...base, skills: [{ coreSkill: 'Passing', minutes }] })).toBe(m.minutesRange);
  });
  it('refuses an unknown core skill, a bad zone, a bad feeling and 100,000 characters of notes', () => {
    expect(first({ ...base, skills: [{ coreSkill: 'Juggling knives', minutes: 5 }] })).toBe(m.coreSkill);
    expect(first({ ...base, timeZone: 'Mars/Olympus' })).toBe(m.timeZone);
    expect(first({ ...base, feeling: 6 })).toBe(m.feeling);
    expect(first({ ...base, notes: 'x'.repeat(100_000) })).toBe('Please keep this to 2000 characters');
    expect(first({ ...base, skills: [] })).toBe(m.skillsMissing);
  });
});
