// A team's badge: uploaded with the team (PUT club/{id}/team/{teamId}, checked by its bytes like
// the club badge: png or jpg, at least 100x100), stored like the club badge, and served by
// GET club/{id}/team/{teamId}/badge — the team's own while it has its own colours, else the club's.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { DB_KINDS } from '../../support/test-db';
import { png, pngHeaderThenGarbage } from '../../support/png';
import { imageMeta } from '../../support/image-bytes';

describe.each(DB_KINDS)('team badge on %s', (kind) => {
  let w: ClubWorld;
  beforeAll(async () => {
    w = await createClubWorld(kind);
  });
  afterAll(() => w?.t.close());

  const teamUrl = () => `/api/v1/club/${w.clubA}/team/${w.teamA}`;
  const own = { useClubColours: false, primaryColour: '#123456', secondaryColour: '#ffffff' };

  it('refuses bytes that are not a png or jpg, and an image under 100x100, storing nothing', async () => {
    const admin = w.client('club_admin');
    const renamed = await admin.put(teamUrl(), { ...own, badge: Buffer.from('GIF89a\x01\x00\x01\x00 not a png').toString('base64') });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error).toMatchObject({ code: 'bad_image', message: 'The image must be a png or jpg file', fields: { badge: 'The image must be a png or jpg file' } });
    const svg = await admin.put(teamUrl(), { ...own, badge: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64') });
    expect(svg.json().error.message).toBe('The image must be a png or jpg file');
    const small = await admin.put(teamUrl(), { ...own, badge: png(100, 99).toString('base64') });
    expect(small.statusCode).toBe(400);
    expect(small.json().error).toMatchObject({ code: 'bad_image', message: 'The image must be at least 100x100 pixels' });
    // A real PNG header (signature, IHDR of 300x300) and then garbage: decoded, so refused.
    const garbage = await admin.put(teamUrl(), { ...own, badge: pngHeaderThenGarbage(300, 300).toString('base64') });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error).toMatchObject({ code: 'bad_image', message: 'The image must be a png or jpg file', fields: { badge: 'The image must be a png or jpg file' } });
    const notBase64 = await admin.put(teamUrl(), { ...own, badge: '<img src=x>' });
    expect(notBase64.statusCode).toBe(400);
    const team = await w.t.db.one<{ badge_path: string | null; use_club_colours: boolean }>('SELECT badge_path, use_club_colours FROM teams WHERE id = $1', [w.teamA]);
    expect(team).toEqual({ badge_path: null, use_club_colours: true });
    expect((await w.client('coach').get(`${teamUrl()}/badge`)).statusCode).toBe(404);
  });

  it('stores the badge like the club badge and serves it to members with safe headers', async () => {
    const image = png(128, 128);
    const res = await w.client('club_admin').put(teamUrl(), { ...own, badge: image.toString('base64') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().team).toMatchObject({ hasBadge: true, hasOwnBadge: true });
    const row = await w.t.db.one<{ badge_path: string; badge_kind: string }>('SELECT badge_path, badge_kind FROM teams WHERE id = $1', [w.teamA]);
    expect(row.badge_path).toMatch(/^badges\/[a-z0-9-]+\.png$/);
    expect(row.badge_kind).toBe('png');
    for (const caller of ['player', 'parent', 'coach'] as const) {
      const served = await w.client(caller).get(`${teamUrl()}/badge`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toBe('inline; filename="badge.png"');
      // Stored re-encoded: the same picture, not the uploaded bytes.
      expect(await imageMeta(served.rawPayload)).toMatchObject({ format: 'png', width: 128, height: 128 });
    }
    // Byte ranges, like every stored file (server/lib/storage/send-stored.ts): here the PNG signature.
    const part = await w.client('player').get(`${teamUrl()}/badge`, { range: 'bytes=0-7' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.rawPayload.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    // The club detail's team list says which teams show a badge.
    const detail = (await w.client('player').get(`/api/v1/club/${w.clubA}`)).json();
    expect(detail.teams.find((t: { id: string }) => t.id === w.teamA).hasBadge).toBe(true);
  });

  it('shows the club\'s badge while the team uses the club\'s colours and badge', async () => {
    const admin = w.client('club_admin');
    const back = await admin.put(teamUrl(), { useClubColours: true });
    expect(back.json().team).toMatchObject({ hasBadge: false, hasOwnBadge: true });
    expect((await admin.get(`${teamUrl()}/badge`)).statusCode).toBe(404);
    const clubBadge = png(110, 110);
    await admin.put(`/api/v1/club/${w.clubA}`, { badge: clubBadge.toString('base64') });
    const served = await admin.get(`${teamUrl()}/badge`);
    expect(served.statusCode).toBe(200);
    expect(await imageMeta(served.rawPayload)).toMatchObject({ format: 'png', width: 110, height: 110 });
    expect((await admin.get(`/api/v1/club/${w.clubA}`)).json().teams[0].hasBadge).toBe(true);
  });

  it('never reaches another club\'s team, and only club admins upload', async () => {
    const admin = w.client('club_admin');
    // Club B's team through club A's path: not found, nothing stored.
    const upload = await admin.put(`/api/v1/club/${w.clubA}/team/${w.teamB}`, { ...own, badge: png(120, 120).toString('base64') });
    expect(upload.statusCode).toBe(404);
    expect((await w.t.db.one<{ badge_path: string | null }>('SELECT badge_path FROM teams WHERE id = $1', [w.teamB])).badge_path).toBeNull();
    expect((await admin.get(`/api/v1/club/${w.clubA}/team/${w.teamB}/badge`)).statusCode).toBe(404);
    // Club B's admin on club A's team: refused both ways.
    const outsiderPut = await w.client('outsider').put(teamUrl(), { ...own, badge: png(120, 120).toString('base64') });
    expect(outsiderPut.statusCode).toBe(403);
    expect(outsiderPut.json().error.message).toBe('You do not have access to this screen');
    expect((await w.client('outsider').get(`${teamUrl()}/badge`)).statusCode).toBe(403);
    const coach = await w.client('coach').put(teamUrl(), { ...own, badge: png(120, 120).toString('base64') });
    expect(coach.statusCode).toBe(403);
    expect(coach.json().error.message).toBe('This section is only available to administrators');
    expect((await admin.get(`/api/v1/club/${w.clubA}/team/not-a-team/badge`)).statusCode).toBe(400);
  });

  it('still serves a badge stored before the file store (bytes under <data dir>/files/badges)', async () => {
    const image = png(120, 120);
    const rel = `badges/${randomBytes(16).toString('hex')}.png`;
    const full = path.join(w.t.app.config.dataDir, 'files', rel);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, image);
    await w.t.db.query("UPDATE teams SET use_club_colours = false, badge_path = $2, badge_kind = 'png' WHERE id = $1", [w.teamA, rel]);
    const served = await w.client('player').get(`${teamUrl()}/badge`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(image)).toBe(true);
  });
});
