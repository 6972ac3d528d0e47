// Demo notifications (issue 23): every demo sign-in of the club has some, unread among them, each about a
// game or session of one of its teams in the demo club.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { seedDemo } from '../../../server/db/seed';
import { createTestDb } from '../../support/test-db';

describe('demo notifications on pglite', () => {
  let db: Db;
  let signIns: { email: string }[];
  beforeAll(async () => {
    db = await createTestDb('pglite');
    signIns = (await seedDemo(db)).signIns;
  });
  afterAll(() => db?.close());

  it('gives every demo club member a few notifications about their own teams', async () => {
    expect(signIns.length).toBeGreaterThan(2);
    // The super admin belongs to no club: nothing to hear about.
    const members = await db.query<{ email: string }>(`SELECT DISTINCT lower(u.email) AS email FROM users u JOIN memberships m ON m.user_id = u.id AND m.active`);
    const memberEmails = new Set(members.map((m) => m.email));
    const clubPeople = signIns.filter((s) => memberEmails.has(s.email.toLowerCase()));
    expect(clubPeople.length).toBeGreaterThan(3);
    for (const s of clubPeople) {
      const rows = await db.query<{ kind: string; read_at: unknown; ok: boolean }>(
        `SELECT n.kind, n.read_at,
                EXISTS (SELECT 1 FROM fixtures f WHERE f.id::text = n.params->>'sessionId' AND f.team_id = n.team_id
                        UNION SELECT 1 FROM training_sessions t WHERE t.id::text = n.params->>'sessionId' AND t.team_id = n.team_id) AS ok
           FROM notifications n JOIN users u ON u.id = n.user_id WHERE lower(u.email) = lower($1)`,
        [s.email],
      );
      expect(rows.length, s.email).toBeGreaterThanOrEqual(2);
      expect(rows.some((r) => r.read_at === null)).toBe(true);
      expect(rows.every((r) => r.ok)).toBe(true);
    }
  });
});
