import { describe, expect, it } from 'vitest';
import { attendanceByPlayer, attendanceStats, feedbackAverages, feedbackOverTime, minutesPerCoreSkill } from '../../../src/domain/training/training-stats';

describe('attendanceStats', () => {
  it('counts replies and shows-up against the squad', () => {
    const s = attendanceStats(
      [
        { playerId: 'a', status: 'coming', shownUp: true },
        { playerId: 'b', status: 'coming', shownUp: false },
        { playerId: 'c', status: 'not_coming', shownUp: null },
        { playerId: 'x', status: 'coming', shownUp: true }, // not in the squad any more
      ],
      ['a', 'b', 'c', 'd'],
    );
    expect(s).toEqual({ players: 4, coming: 2, notComing: 1, noReply: 1, shownUp: 1, rate: 0.25 });
  });

  it('uses the rows without a squad, and has no rate with no players', () => {
    expect(attendanceStats([{ playerId: 'a', status: null, shownUp: true }]).rate).toBe(1);
    expect(attendanceStats([]).rate).toBeNull();
  });

  it('gives each player their rate over several sessions', () => {
    const byPlayer = attendanceByPlayer(
      [
        [{ playerId: 'a', status: 'coming', shownUp: true }],
        [
          { playerId: 'a', status: 'coming', shownUp: true },
          { playerId: 'b', status: 'coming', shownUp: true },
        ],
        [],
        [{ playerId: 'a', status: 'not_coming', shownUp: false }],
      ],
      ['a', 'b', 'c'],
    );
    expect(byPlayer).toEqual({ a: { sessions: 4, shownUp: 2, rate: 0.5 }, b: { sessions: 4, shownUp: 1, rate: 0.25 }, c: { sessions: 4, shownUp: 0, rate: 0 } });
  });
});

describe('minutesPerCoreSkill', () => {
  it('adds drill minutes per core skill, most first, case-insensitively', () => {
    expect(
      minutesPerCoreSkill([
        { coreSkill: 'Passing', durationMinutes: 15 },
        { coreSkill: 'Dribbling', durationMinutes: 20 },
        { coreSkill: 'passing ', durationMinutes: 10 },
        { coreSkill: null, durationMinutes: 30 },
        { coreSkill: 'Shooting', durationMinutes: null },
        { coreSkill: 'Agility', durationMinutes: 20 },
      ]),
    ).toEqual([
      { coreSkill: 'Passing', minutes: 25, drills: 2 },
      { coreSkill: 'Agility', minutes: 20, drills: 1 },
      { coreSkill: 'Dribbling', minutes: 20, drills: 1 },
    ]);
  });
});

describe('feedback averages', () => {
  const rows = [
    { trainingId: 't1', sessionStartsAt: '2025-03-03T17:00:00Z', sessionRating: 8, enjoyment: 9, confidence: 6, coachRating: null },
    { trainingId: 't1', sessionStartsAt: '2025-03-03T17:00:00Z', sessionRating: 6, enjoyment: 7, confidence: null },
    { trainingId: 't2', sessionStartsAt: '2025-03-06T17:00:00Z', sessionRating: 10, enjoyment: 10, wishToRepeat: 9 },
    { trainingId: 't3', sessionStartsAt: '2025-04-01T17:00:00Z', sessionRating: 5 },
  ];

  it('averages per session, oldest first, leaving unanswered measures null', () => {
    const points = feedbackOverTime(rows);
    expect(points.map((p) => [p.key, p.responses, p.averages.sessionRating, p.averages.confidence, p.averages.coachRating])).toEqual([
      ['t1', 2, 7, 6, null],
      ['t2', 1, 10, null, null],
      ['t3', 1, 5, null, null],
    ]);
  });

  it('groups by week (Monday) and month', () => {
    expect(feedbackOverTime(rows, 'week').map((p) => [p.key, p.responses, p.averages.enjoyment])).toEqual([
      ['2025-03-03', 3, 26 / 3],
      ['2025-03-31', 1, null],
    ]);
    expect(feedbackOverTime(rows, 'month').map((p) => [p.key, p.responses])).toEqual([
      ['2025-03', 3],
      ['2025-04', 1],
    ]);
  });

  it('averages over everything', () => {
    expect(feedbackAverages(rows).sessionRating).toBe(29 / 4);
    expect(feedbackAverages([]).enjoyment).toBeNull();
  });
});
