// Coach challenge rules (src/domain/homework): the state moves, the minutes rule with the spec's
// message, and the 30-day report per team and per player.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { homeworkAnswerSchema, type Homework, type HomeworkEntry } from '../../src/domain/homework/homework-schema';
import { homeworkMessages as m } from '../../src/domain/homework/messages';
import { homeworkReport, reportFrom } from '../../src/domain/homework/report';
import { afterAnswer, afterFile, canAnswer, canComplete, canMark, isAnswerType } from '../../src/domain/homework/states';

const P = '01938f3e-0000-7000-8000-000000000001';
const entry = (over: Partial<HomeworkEntry>): HomeworkEntry => ({
  playerId: P, playerName: 'Sam Lee', state: 'not_uploaded', answerMime: null, answeredAt: null, minutes: null, thoughts: null,
  rating: null, feedback: null, grade: null, markedBy: null, markedAt: null, completedAt: null, ...over,
});
const hw = (createdAt: string, entries: HomeworkEntry[], team = 'U14'): Homework => ({
  id: createdAt, clubId: 'c', teamId: team, teamName: team, title: 't', coreSkill: 'Passing', instructions: 'i', dueDay: '2030-01-01',
  marking: 'video', demoMime: null, createdBy: null, createdAt, entries, playerIds: entries.map((e) => e.playerId),
});

describe('coach challenge rules', () => {
  it('moves through the spec states, and never marks one not answered', () => {
    expect(afterFile('not_uploaded')).toBe('uploaded');
    expect(afterAnswer('not_uploaded', 'video')).toBeNull();
    expect(afterAnswer('not_uploaded', 'training')).toBe('awaiting_grading');
    expect(afterAnswer('uploaded', 'picture')).toBe('awaiting_grading');
    expect(afterAnswer('marked', 'training')).toBeNull();
    expect([canMark('not_uploaded'), canMark('uploaded'), canMark('awaiting_grading'), canMark('marked')]).toEqual([false, false, true, false]);
    expect([canComplete('awaiting_grading'), canComplete('marked')]).toEqual([false, true]);
    expect([canAnswer('awaiting_grading'), canAnswer('completed')]).toEqual([true, false]);
    expect([isAnswerType('video/mp4'), isAnswerType('image/jpeg'), isAnswerType('image/svg+xml'), isAnswerType('text/plain')]).toEqual([true, true, false, false]);
  });

  it("refuses minutes of -5, 0 or none with 'Please enter how long you practiced this core skill for'", () => {
    for (const minutes of [-5, 0, '', undefined, 2.5, 'ten']) {
      const r = v.safeParse(homeworkAnswerSchema, { playerId: P, minutes });
      expect(r.success, String(minutes)).toBe(false);
      if (!r.success) expect(r.issues[0].message).toBe(m.minutes);
    }
    expect(v.parse(homeworkAnswerSchema, { playerId: P, minutes: '25' }).minutes).toBe(25);
  });

  it('reports the last 30 days per team and per player', () => {
    const today = '2030-03-31';
    expect(reportFrom(today)).toBe('2030-03-02');
    const rows = [
      hw('2030-03-20T10:00:00.000Z', [entry({ state: 'completed', minutes: 20, grade: 'B', rating: 4 }), entry({ playerId: 'x', playerName: 'Ali Khan' })]),
      hw('2030-03-25T10:00:00.000Z', [entry({ state: 'marked', minutes: 10, grade: 'A', rating: 5 }), entry({ playerId: 'x', playerName: 'Ali Khan', state: 'awaiting_grading', minutes: 5 })]),
      hw('2030-02-01T10:00:00.000Z', [entry({ state: 'completed', minutes: 99 })]),
    ];
    const [team] = homeworkReport(rows, today);
    expect(team).toMatchObject({ teamName: 'U14', challenges: 2, set: 4, answered: 3, marked: 2, minutes: 35 });
    expect(team!.players.map((p) => [p.playerName, p.answered, p.minutes, p.grades, p.averageRating])).toEqual([
      ['Ali Khan', 1, 5, [], null],
      ['Sam Lee', 2, 30, ['A', 'B'], 4.5],
    ]);
  });
});
