import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClubDetailAnswer, ClubListAnswer } from '../../../src/domain/club/types';
import { createClub, createUser } from '../../support/factories';
import { createDemoClub, type DemoClub, expectBadQuery } from '../../support/demo-club';
import { DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('club reads on %s', (kind) => {
  let d: DemoClub;
  let elite: { id: string; name: string };
  let academy: { id: string; name: string };
  let outsiderId: string;

  beforeAll(async () => {
    d = await createDemoClub(kind);
    elite = await createClub(d.t.db, { name: 'Northgate Elite Academy', clubType: 'elite' });
    academy = await createClub(d.t.db, { name: 'Northgate 50% Juniors' });
    await d.t.db.query('UPDATE clubs SET parent_club_id = $1 WHERE id = $2', [elite.id, academy.id]);
    outsiderId = (await createUser(d.t.db, { clubId: elite.id, role: 'coach' })).id;
  });
  afterAll(() => d?.t.close());

  describe('GET /api/v1/club', () => {
    it('answers 401 without a token', async () => {
      const res = await d.t.client().get('/api/v1/club');
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Token has expired');
    });

    it("lists only the caller's clubs, with counts and colours", async () => {
      const coach = await d.as('coach@touchline.demo');
      const res = await coach.get(`/api/v1/club?userId=${d.idOf('Dave Fletcher')}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as ClubListAnswer;
      expect(body.total).toBe(1);
      expect(body.clubs).toHaveLength(1);
      expect(body.clubs[0]).toMatchObject({
        id: d.clubId,
        name: 'Millbrook Rovers JFC',
        sport: 'football',
        clubType: 'community',
        parentClubId: null,
        teamCount: 2,
        // Club admin, coach, assistant, 28 players and 31 parents; the super admin is no member.
        memberCount: 62,
      });
      expect(body.clubs[0]?.primaryColour).toMatch(/^#[0-9a-f]{6}$/i);

      const other = await (await d.asUser(outsiderId)).get('/api/v1/club');
      expect((other.json() as ClubListAnswer).clubs.map((c) => c.id)).toEqual([elite.id]);
    });

    it('lists every club for a super admin, filtered and paged with the total', async () => {
      const admin = await d.as('admin@touchline.demo');
      const all = (await admin.get('/api/v1/club')).json() as ClubListAnswer;
      expect(all.total).toBe(3);
      expect(all.clubs.map((c) => c.name)).toEqual(['Millbrook Rovers JFC', 'Northgate 50% Juniors', 'Northgate Elite Academy']);

      const byName = (await admin.get('/api/v1/club?clubName=northGATE')).json() as ClubListAnswer;
      expect(byName.total).toBe(2);
      // A % in the search is the character, not a wildcard.
      expect(((await admin.get('/api/v1/club?clubName=50%25')).json() as ClubListAnswer).clubs.map((c) => c.id)).toEqual([academy.id]);
      expect(((await admin.get('/api/v1/club?type=elite')).json() as ClubListAnswer).clubs.map((c) => c.id)).toEqual([elite.id]);
      expect(((await admin.get(`/api/v1/club?parentClubId=${elite.id}`)).json() as ClubListAnswer).clubs.map((c) => c.id)).toEqual([academy.id]);
      expect(((await admin.get('/api/v1/club?sportId=football')).json() as ClubListAnswer).total).toBe(3);
      expect(((await admin.get('/api/v1/club?sportId=rugby')).json() as ClubListAnswer)).toEqual({ clubs: [], total: 0 });

      const page = (await admin.get('/api/v1/club?limit=1&offset=1')).json() as ClubListAnswer;
      expect(page.total).toBe(3);
      expect(page.clubs.map((c) => c.name)).toEqual(['Northgate 50% Juniors']);
      const beyond = (await admin.get('/api/v1/club?limit=5&offset=10')).json() as ClubListAnswer;
      expect(beyond).toEqual({ clubs: [], total: 3 });
    });

    it('refuses a bad query with a 400 naming the parameter', async () => {
      const admin = await d.as('admin@touchline.demo');
      for (const [query, param] of [
        ['limit=0', 'limit'],
        ['limit=101', 'limit'],
        ['limit=ten', 'limit'],
        ['offset=-1', 'offset'],
        ['type=pro', 'type'],
        ['parentClubId=123', 'parentClubId'],
        ['limit=1&limit=2', 'limit'],
      ] as const) {
        expectBadQuery(await admin.get(`/api/v1/club?${query}`), param);
      }
      const res = await admin.get('/api/v1/club?limit=500');
      expect(res.json().error.message).toBe('limit must be a whole number from 1 to 100');
      expect(res.json().error.fields).toEqual({ limit: 'limit must be a whole number from 1 to 100' });
    });
  });

  describe('GET /api/v1/club/{id}', () => {
    it('answers a member of any role with the club and its teams', async () => {
      const parent = await d.as('parent@touchline.demo');
      const res = await parent.get(`/api/v1/club/${d.clubId}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as ClubDetailAnswer;
      expect(body.club).toMatchObject({ id: d.clubId, name: 'Millbrook Rovers JFC', country: 'GB', currency: 'GBP', language: 'en', teamCount: 2 });
      expect(body.club.seasonStart).toMatch(/^\d{4}-07-01$/);
      expect(body.club.seasonEnd).toMatch(/^\d{4}-06-30$/);
      expect(body.teams.map((t) => [t.name, t.ageGroup])).toEqual([
        ['U10', 'U10'],
        ['U14', 'U14'],
      ]);
      expect(body.teams.every((t) => t.clubId === d.clubId && t.primaryColour === body.club.primaryColour)).toBe(true);
    });

    it('answers 401 without a token, 403 to a non-member, 400 for a bad id and 404 for an unknown club', async () => {
      expect((await d.t.client().get(`/api/v1/club/${d.clubId}`)).statusCode).toBe(401);
      const outsider = await d.asUser(outsiderId);
      const forbidden = await outsider.get(`/api/v1/club/${d.clubId}`);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().error.message).toBe('You do not have access to this screen');
      const bad = await outsider.get('/api/v1/club/not-a-uuid');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe('Invalid club id');
      const admin = await d.as('admin@touchline.demo');
      expect((await admin.get('/api/v1/club/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await admin.get(`/api/v1/club/${elite.id}`)).statusCode).toBe(200);
    });
  });
});
