import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { DB_KINDS } from '../../support/test-db';
import { png, pngHeaderThenGarbage } from '../../support/png';
import { hasGpsTag, imageMeta, jpegWithGps } from '../../support/image-bytes';


describe.each(DB_KINDS)('club edit, personalisation and emails on %s', (kind) => {
  let w: ClubWorld;
  beforeAll(async () => {
    w = await createClubWorld(kind);
  });
  afterAll(() => w?.t.close());

  it('edits club fields and colours; refuses a season that ends before it starts, writing nothing', async () => {
    const admin = w.client('club_admin');
    const ok = await admin.put(`/api/v1/club/${w.clubA}`, { name: 'Alder Park Juniors', sport: 'rugby', currency: 'NZD', country: 'NZ', ageGroup: 'multi-age', primaryColour: '#AABBCC', seasonStart: '2026-08-01', seasonEnd: '2027-05-31' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().club).toMatchObject({ name: 'Alder Park Juniors', sport: 'rugby', currency: 'NZD', primary_colour: '#aabbcc', season_start: '2026-08-01' });
    const backwards = await admin.put(`/api/v1/club/${w.clubA}`, { name: 'Changed', seasonEnd: '2026-07-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toMatchObject({ message: 'Season start cannot be after season end', fields: { seasonEnd: 'Season start cannot be after season end' } });
    const badDay = await admin.put(`/api/v1/club/${w.clubA}`, { seasonStart: '2026-02-30' });
    expect(badDay.json().error.fields.seasonStart).toBe('Please enter valid season start and end dates');
    const badName = await admin.put(`/api/v1/club/${w.clubA}`, { name: ' ' });
    expect(badName.json().error.fields.name).toBe('Please enter a valid club name');
    // Issue 19: an over-long name is refused with its limit, not a message that does not say it.
    const longName = await admin.put(`/api/v1/club/${w.clubA}`, { name: 'R'.repeat(5000) });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().error.fields.name).toBe('Please keep this to 100 characters');
    expect((await admin.put(`/api/v1/club/${w.clubA}`, { currency: 'EUR' })).statusCode).toBe(400);
    const club = await w.t.db.one<{ name: string }>('SELECT name FROM clubs WHERE id = $1', [w.clubA]);
    expect(club.name).toBe('Alder Park Juniors');
    const coach = await w.client('coach').put(`/api/v1/club/${w.clubA}`, { name: 'Coach FC' });
    expect(coach.json().error.message).toBe('This section is only available to administrators');
  });

  it('stores a badge checked by its bytes and serves it with safe headers', async () => {
    const admin = w.client('club_admin');
    const small = await admin.put(`/api/v1/club/${w.clubA}`, { badge: png(99, 120).toString('base64') });
    expect(small.json().error).toMatchObject({ code: 'bad_image', message: 'The image must be at least 100x100 pixels' });
    const fake = await admin.put(`/api/v1/club/${w.clubA}`, { badge: Buffer.from('<svg onload="alert(1)"/>').toString('base64') });
    expect(fake.json().error.message).toBe('The image must be a png or jpg file');
    const garbage = await admin.put(`/api/v1/club/${w.clubA}`, { badge: pngHeaderThenGarbage(120, 120).toString('base64') });
    expect(garbage.json().error).toMatchObject({ code: 'bad_image', message: 'The image must be a png or jpg file', fields: { badge: 'The image must be a png or jpg file' } });
    expect((await w.client('player').get(`/api/v1/club/${w.clubA}/badge`)).statusCode).toBe(404);
    const image = png(120, 120);
    const ok = await admin.put(`/api/v1/club/${w.clubA}`, { badge: image.toString('base64') });
    expect(ok.json().club.has_badge).toBe(true);
    const served = await w.client('player').get(`/api/v1/club/${w.clubA}/badge`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline; filename="badge.png"');
    expect(await imageMeta(served.rawPayload)).toMatchObject({ format: 'png', width: 120, height: 120 });
    expect((await w.client('outsider').get(`/api/v1/club/${w.clubA}/badge`)).statusCode).toBe(403);
  });

  it('stores a JPEG badge re-encoded, without its EXIF (GPS position included)', async () => {
    const photo = await jpegWithGps(150, 150);
    expect(await hasGpsTag(photo)).toBe(true);
    const ok = await w.client('club_admin').put(`/api/v1/club/${w.clubA}`, { badge: photo.toString('base64') });
    expect(ok.statusCode, ok.body).toBe(200);
    const served = await w.client('player').get(`/api/v1/club/${w.clubA}/badge`);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await imageMeta(served.rawPayload)).toEqual({ format: 'jpeg', width: 150, height: 150, exif: false, orientation: undefined });
  });

  it('reads and sets email template ids per kind', async () => {
    const admin = w.client('club_admin');
    const before = (await admin.get(`/api/v1/club/${w.clubA}/emails`)).json();
    expect(before.templates.invite).toBeNull();
    expect(Object.keys(before.templates)).toHaveLength(12);
    const put = await admin.put(`/api/v1/club/${w.clubA}/emails`, { templates: { invite: 'tpl-invite-1', newFixture: 'tpl-fx' } });
    expect(put.json().templates).toMatchObject({ invite: 'tpl-invite-1', newFixture: 'tpl-fx', coach: null });
    expect((await admin.put(`/api/v1/club/${w.clubA}/emails`, { templates: { invite: null } })).json().templates.invite).toBeNull();
    expect((await admin.put(`/api/v1/club/${w.clubA}/emails`, { templates: { birthday: 'x' } })).statusCode).toBe(400);
    // Issue 19: an over-long template id says its limit (valibot's untranslated "Invalid length" before).
    const long = await admin.put(`/api/v1/club/${w.clubA}/emails`, { templates: { invite: 't'.repeat(5000) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields['templates.invite']).toBe('Please keep this to 200 characters');
  });
});
