// A session's lifecycle writes (notes, end, report) were built from the screen's copy of the row:
// ending a session from a copy read before the notes' save landed wrote the notes back to empty
// on the device (offline they stayed lost until a pull; CI saw the notes missing from the report).
// Each write now patches the row as stored.
import { describe, expect, it } from 'vitest';
import { asDetail, endTraining, saveNotes, saveReport } from '../../../src/features/training/data/lifecycle';
import { session, soon, world } from './training-world';

describe('session lifecycle writes from a screen copy that is behind the store', () => {
  it('ending keeps notes saved after the copy was read; the report keeps the end', async () => {
    const db = await world('coach');
    const s = session({ status: 'in_progress', startsAt: soon(-0.5), endsAt: soon(0.5) });
    const view = { ...asDetail(s), startedAt: soon(-0.5) };
    await db.trainings.put(s);
    await db.trainingDetails.put(view);

    await saveNotes(view, 'Cones short; pitch wet');
    await endTraining(view);
    let row = await db.trainingDetails.get(s.id);
    expect(row?.notes).toBe('Cones short; pitch wet');
    expect(row?.status).toBe('ended');

    await saveReport(view, 'Good intensity', 4);
    row = await db.trainingDetails.get(s.id);
    expect(row).toMatchObject({ status: 'ended', notes: 'Cones short; pitch wet', report: 'Good intensity', coachRating: 4 });
    expect((await db.trainings.get(s.id))?.status).toBe('ended');
  });
});

describe("a fixture's detail writes from a screen copy that is behind the store", () => {
  it('showing the team sheet after saving the report keeps the report; a reminder keeps both', async () => {
    const { setUpCoach, storeFixtureDetail, CLUB, FIXTURE, P } = await import('../fixtures/support');
    const { saveReport: saveMatchReport } = await import('../../../src/features/fixtures/data/report-actions');
    const { sendReminder, setShowTeamSheet } = await import('../../../src/features/fixtures/data/pre-match-actions');
    const db = await setUpCoach();
    const copy = await storeFixtureDetail(db, { status: 'ended' });
    const f = { id: FIXTURE, clubId: CLUB, subject: 'U14 v Hill Park' };
    await saveMatchReport(f, copy, { matchReport: 'Pressed well', rating: 4, oppositionRating: 3, manOfTheMatch: P.ann });
    await setShowTeamSheet(f, copy, true);
    await sendReminder(f, copy);
    expect(await db.fixtureDetails.get(FIXTURE)).toMatchObject({ matchReport: 'Pressed well', rating: 4, showTeamSheet: true });
  });
});
