// GET club/{id}/onboarding/training: a new member's training checklist and next sessions, per
// kind of member, worked out from the club's own data; another club's data never shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrainingOnboardingAnswer } from '../../../src/domain/club/training-onboarding';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('training onboarding on %s', (kind) => {
  let w: ClubWorld;
  beforeAll(async () => {
    w = await createClubWorld(kind);
  });
  afterAll(() => w?.t.close());

  const url = (clubId: string) => `/api/v1/club/${clubId}/onboarding/training`;
  const read = async (caller: Parameters<ClubWorld['client']>[0], clubId = w.clubA) => {
    const res = await w.client(caller).get(url(clubId));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TrainingOnboardingAnswer;
  };

  it('walks a coach from planning a session to taking attendance', async () => {
    const before = await read('coach');
    expect(before.kind).toBe('staff');
    expect(before.teams).toEqual([{ teamId: w.teamA, teamName: 'Alder U12' }]);
    expect(before.steps).toEqual([
      { step: 'team', done: true },
      { step: 'plan_session', done: true },
      { step: 'take_attendance', done: false },
    ]);
    expect(before.next).toBe('take_attendance');
    expect(before.upcoming.map((s) => s.id)).toEqual([w.trainingId]);
    expect(before.upcoming[0]).toMatchObject({ teamId: w.teamA, teamName: 'Alder U12' });

    await w.t.db.query(`INSERT INTO training_attendance (training_id, player_id, shown_up) VALUES ($1, $2, true)`, [w.trainingId, w.ids.target]);
    const after = await read('assistant_coach');
    expect(after.steps.every((s) => s.done)).toBe(true);
    expect(after.next).toBeNull();
    await w.t.db.query('DELETE FROM training_attendance');
  });

  it('walks a player through reminders and confirming attendance', async () => {
    const before = await read('player');
    expect(before.kind).toBe('attendee');
    expect(before.steps).toEqual([
      { step: 'team', done: true },
      { step: 'training_reminders', done: false },
      { step: 'confirm_attendance', done: false },
    ]);
    expect(before.next).toBe('training_reminders');
    // Choosing no reminders is a choice too.
    await w.t.db.query(`UPDATE users SET preferences = jsonb_set(preferences, '{notifications}', '{"preTraining": false}'::jsonb) WHERE id = $1`, [w.ids.player]);
    expect((await read('player')).next).toBe('confirm_attendance');
    await w.t.db.query(`INSERT INTO training_attendance (training_id, player_id, status) VALUES ($1, $2, 'coming')`, [w.trainingId, w.ids.player]);
    const after = await read('player');
    expect(after.next).toBeNull();
    expect(after.upcoming.map((s) => s.id)).toEqual([w.trainingId]);
    await w.t.db.query('DELETE FROM training_attendance');
  });

  it('answers a parent for their child: the child\'s team, and the child\'s confirmation counts', async () => {
    const before = await read('parent');
    expect(before.kind).toBe('attendee');
    expect(before.teams).toEqual([{ teamId: w.teamA, teamName: 'Alder U12' }]);
    expect(before.steps.find((s) => s.step === 'confirm_attendance')!.done).toBe(false);
    await w.t.db.query(`INSERT INTO training_attendance (training_id, player_id, status) VALUES ($1, $2, 'not_coming')`, [w.trainingId, w.ids.child]);
    expect((await read('parent')).steps.find((s) => s.step === 'confirm_attendance')!.done).toBe(true);
    await w.t.db.query('DELETE FROM training_attendance');
  });

  it('tells a member without a team that joining one comes first, and lists nothing', async () => {
    const answer = await read('user');
    expect(answer).toEqual({ clubId: w.clubA, kind: 'viewer', teams: [], steps: [{ step: 'team', done: false }], next: 'team', upcoming: [] });
  });

  it('lists only sessions to come, not cancelled, soonest first, at most three; never another club\'s', async () => {
    const add = (clubId: string, teamId: string, offset: string, status = 'setup') =>
      w.t.db.query(
        `INSERT INTO training_sessions (club_id, team_id, starts_at, ends_at, status) VALUES ($1, $2, now() + $3::interval, now() + $3::interval + interval '1 hour', $4)`,
        [clubId, teamId, offset, status],
      );
    await add(w.clubA, w.teamA, '-3 days', 'ended');
    await add(w.clubA, w.teamA, '1 day', 'cancelled');
    await add(w.clubA, w.teamA, '1 hour');
    await add(w.clubA, w.teamA, '5 days');
    await add(w.clubA, w.teamA, '9 days');
    await add(w.clubB, w.teamB, '30 minutes');
    const answer = await read('club_admin');
    expect(answer.kind).toBe('staff');
    expect(answer.upcoming).toHaveLength(3);
    const starts = answer.upcoming.map((s) => Date.parse(s.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(answer.upcoming[1]!.id).toBe(w.trainingId);
    expect(answer.upcoming.every((s) => s.teamId === w.teamA && Date.parse(s.startsAt) > Date.now())).toBe(true);
    // Club B's admin asking about club B sees club B's session only.
    const b = await read('outsider', w.clubB);
    expect(b.teams).toEqual([{ teamId: w.teamB, teamName: 'Birch U12' }]);
    expect(b.upcoming.map((s) => s.teamId)).toEqual([w.teamB]);
  });

  it('is refused to non-members, without a session and without training.view; a bad club id is a 400', async () => {
    const outsider = await w.client('outsider').get(url(w.clubA));
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().error.message).toBe('You do not have access to this screen');
    expect((await w.client('anonymous').get(url(w.clubA))).statusCode).toBe(401);
    expect((await w.client('player').get(url('not-a-club'))).statusCode).toBe(400);
    await w.t.db.query(`INSERT INTO user_permissions (club_id, user_id, permission, granted) VALUES ($1, $2, 'training.view', false)`, [w.clubA, w.ids.player]);
    const withdrawn = await w.client('player').get(url(w.clubA));
    expect(withdrawn.statusCode).toBe(403);
    await w.t.db.query('DELETE FROM user_permissions');
  });
});
