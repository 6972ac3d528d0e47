// Player insights (GET health/{playerId}/insights): the rules of src/domain/development/insights.ts.
import { describe, expect, it } from 'vitest';
import { playerInsights, type InsightFigures } from '../../../src/domain/development/insights';

const steady: InsightFigures = { practice: { recent: 120, before: 120 }, attendance: { recent: 90, recentRecorded: 4, before: 90 }, mood: null };

describe('player insights', () => {
  it('says nothing when practice, attendance and mood are steady', () => {
    expect(playerInsights(steady)).toEqual([]);
    expect(playerInsights({ ...steady, mood: { recent: 4, before: 4.5 } })).toEqual([]);
  });

  it('names practice up or down by at least a quarter and 30 minutes', () => {
    expect(playerInsights({ ...steady, practice: { recent: 160, before: 120 } })).toEqual([{ kind: 'practice_up', recent: 160, before: 120 }]);
    expect(playerInsights({ ...steady, practice: { recent: 80, before: 120 } })).toEqual([{ kind: 'practice_down', recent: 80, before: 120 }]);
    // 25 minutes more is not enough, nor 40 more on 400.
    expect(playerInsights({ ...steady, practice: { recent: 25, before: 0 } })).toEqual([]);
    expect(playerInsights({ ...steady, practice: { recent: 440, before: 400 } })).toEqual([]);
  });

  it('names an attendance drop of 15 points or more, on at least 2 recorded lately', () => {
    expect(playerInsights({ ...steady, attendance: { recent: 50, recentRecorded: 4, before: 90 } })).toEqual([{ kind: 'attendance_drop', recent: 50, before: 90 }]);
    expect(playerInsights({ ...steady, attendance: { recent: 0, recentRecorded: 1, before: 90 } })).toEqual([]);
    expect(playerInsights({ ...steady, attendance: { recent: 80, recentRecorded: 4, before: 90 } })).toEqual([]);
    expect(playerInsights({ ...steady, attendance: { recent: null, recentRecorded: 0, before: 90 } })).toEqual([]);
  });

  it('names a wellbeing dip of a point or more only when mood was recorded', () => {
    expect(playerInsights({ ...steady, mood: { recent: 2.5, before: 4 } })).toEqual([{ kind: 'wellbeing_dip', recent: 2.5, before: 4 }]);
    expect(playerInsights({ ...steady, mood: { recent: null, before: 4 } })).toEqual([]);
  });
});
