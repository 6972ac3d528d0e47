// The contact form's call and the translation calls (issue 26 items 5 and 7) on both databases:
// a message stored and mailed exactly once per Idempotency-Key (signed in or out), clear 4xx
// for bad input (a 100,000-character message, a script kept as text), the honeypot and the
// minimum fill time, the rate limit (50 in a minute), delivery to the club's or the service's
// address; the compiled catalogues and the missing-key reports (signed in, rate-limited, never
// changing a catalogue).
import { randomUUID } from 'node:crypto';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_MIN_FILL_MS } from '../../../src/domain/contact/contact-schema';
import { contactMessages as m } from '../../../src/domain/contact/messages';
import { localeMessages } from '../../../src/domain/locales/catalogue-names';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { DB_KINDS } from '../../support/test-db';

const URL = '/api/v1/contact';
const form = (over: Record<string, unknown> = {}) => ({
  fullName: 'Rosa Reyes',
  email: 'rosa@example.test',
  queryType: 'website_issue',
  message: 'The fixtures list does not load on my phone.',
  website: '',
  elapsedMs: 12_000,
  ...over,
});
const key = () => ({ 'idempotency-key': randomUUID() });

describe.each(DB_KINDS)('contact form and translation calls on %s', (kind) => {
  let w: ClubWorld;
  const count = async () => Number((await w.t.db.one<{ n: number }>('SELECT count(*) AS n FROM contact_messages')).n);

  beforeAll(async () => {
    w = await createClubWorld(kind);
  });
  afterAll(() => w?.t.close());
  beforeEach(async () => {
    // Every test posts from the same address: each starts with the contact buckets empty.
    await w.t.db.query(`DELETE FROM login_throttle WHERE bucket LIKE 'contact-%' OR bucket LIKE 'missing-key:%'`);
    w.t.mail.length = 0;
  });

  it('stores and mails a signed-out message once for a repeated Idempotency-Key', async () => {
    const anon = w.client('anonymous');
    const k = key();
    const first = await anon.post(URL, form(), k);
    expect(first.statusCode).toBe(201);
    const id = first.json().contact.id;
    const again = await anon.post(URL, form(), k);
    expect(again.statusCode).toBe(201);
    expect(again.json().contact.id).toBe(id);
    expect(w.t.mail).toHaveLength(1);
    expect(w.t.mail[0]).toMatchObject({ to: 'support@touchline.local', replyTo: 'rosa@example.test' });
    expect(w.t.mail[0]!.text).toContain('The fixtures list does not load on my phone.');
    const row = await w.t.db.one<{ user_id: string | null; mailed_at: Date | null }>('SELECT user_id, mailed_at FROM contact_messages WHERE id = $1', [id]);
    expect(row.user_id).toBeNull();
    expect(row.mailed_at).not.toBeNull();
    // The same key with another message is not a repeat.
    const other = await anon.post(URL, form({ message: 'Something else' }), k);
    expect(other.statusCode).toBe(422);
    expect(w.t.mail).toHaveLength(1);
  });

  it('stores and mails a signed-in message once, and a general question goes to the club', async () => {
    await w.t.db.query(`UPDATE clubs SET support_email = 'help@alder.example.test' WHERE id = $1`, [w.clubA]);
    const parent = w.client('parent');
    const k = key();
    const body = form({ queryType: 'general_question', clubId: w.clubA, message: 'When does the season start?' });
    const first = await parent.post(URL, body, k);
    expect(first.statusCode).toBe(201);
    expect((await parent.post(URL, body, k)).json()).toEqual(first.json());
    expect(w.t.mail).toHaveLength(1);
    expect(w.t.mail[0]!.to).toBe('help@alder.example.test');
    const row = await w.t.db.one<{ user_id: string }>('SELECT user_id FROM contact_messages WHERE id = $1', [first.json().contact.id]);
    expect(row.user_id).toBe(w.ids.parent);
    // Not a member of the club named: the service answers; a website issue always goes to the service.
    expect((await w.client('outsider').post(URL, form({ queryType: 'general_question', clubId: w.clubA }), key())).statusCode).toBe(201);
    expect((await parent.post(URL, form({ clubId: w.clubA }), key())).statusCode).toBe(201);
    expect(w.t.mail.slice(1).map((x) => x.to)).toEqual(['support@touchline.local', 'support@touchline.local']);
  });

  it('a message queued offline and sent through the sync batch (twice: the answer was lost) is stored and mailed once', async () => {
    const parent = w.client('parent');
    const item = { key: randomUUID(), method: 'POST', path: URL, stream: `contact:${randomUUID()}`, body: form({ message: 'Sent from the touchline', userId: w.ids.parent }) };
    const before = await count();
    for (let i = 0; i < 2; i++) {
      const res = await parent.post('/api/v1/sync', { items: [item] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().results[0].status).toBe(201);
    }
    expect(await count()).toBe(before + 1);
    expect(w.t.mail).toHaveLength(1);
    expect(w.t.mail[0]!.text).toContain('Sent from the touchline');
    // A refused item (too fast) answers its 400 inside the batch: the device shows it, nothing is mailed.
    const fast = await parent.post('/api/v1/sync', { items: [{ ...item, key: randomUUID(), stream: `contact:${randomUUID()}`, body: form({ elapsedMs: 10 }) }] });
    expect(fast.json().results[0]).toMatchObject({ status: 400 });
    expect(w.t.mail).toHaveLength(1);
  });

  it("a mail that cannot be sent stores nothing and answers the spec's failure; the retry is stored and mailed once", async () => {
    const anon = w.client('anonymous');
    const k = key();
    const before = await count();
    const push = w.t.mail.push.bind(w.t.mail);
    w.t.mail.push = () => {
      throw new Error('SMTP unreachable');
    };
    try {
      const res = await anon.post(URL, form(), k);
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toBe(m.postProblem);
    } finally {
      w.t.mail.push = push;
    }
    expect(await count()).toBe(before);
    expect((await anon.post(URL, form(), k)).statusCode).toBe(201);
    expect(await count()).toBe(before + 1);
    expect(w.t.mail).toHaveLength(1);
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const anon = w.client('anonymous');
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [form({ fullName: '' }), m.fullName, 'fullName'],
      [form({ fullName: undefined }), m.fullName, 'fullName'],
      [form({ email: 'not an email' }), m.email, 'email'],
      [form({ email: '' }), m.email, 'email'],
      [form({ queryType: 'complaint' }), m.queryType, 'queryType'],
      [form({ message: '   ' }), m.message, 'message'],
      [form({ message: 'x'.repeat(100_000) }), 'Please keep this to 5000 characters', 'message'],
      [form({ clubId: 'not-a-club' }), m.submitError, 'clubId'],
    ];
    for (const [body, message, field] of cases) {
      const res = await anon.post(URL, body, key());
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toBe(message);
      expect(res.json().error.fields[field]).toBe(message);
    }
    for (const body of ['plain text', [1, 2], null]) expect((await anon.post(URL, body, key())).statusCode).toBeLessThan(500);
    expect(await count()).toBe(before);
    expect(w.t.mail).toHaveLength(0);
  });

  it('keeps a script in the message as text: stored as typed, mailed as plain text only', async () => {
    const script = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const res = await w.client('anonymous').post(URL, form({ message: `Hello ${script}` }), key());
    expect(res.statusCode).toBe(201);
    const row = await w.t.db.one<{ message: string }>('SELECT message FROM contact_messages WHERE id = $1', [res.json().contact.id]);
    expect(row.message).toBe(`Hello ${script}`);
    expect(w.t.mail[0]!.html).toBeUndefined();
    expect(w.t.mail[0]!.text).toContain(script);
  });

  it('refuses the honeypot and a form sent too fast, without storing or mailing', async () => {
    const before = await count();
    const anon = w.client('anonymous');
    const trap = await anon.post(URL, form({ website: 'http://spam.example' }), key());
    expect(trap.statusCode).toBe(400);
    expect(trap.json().error).toMatchObject({ code: 'spam', message: m.spam });
    const fast = await anon.post(URL, form({ elapsedMs: CONTACT_MIN_FILL_MS - 1 }), key());
    expect(fast.statusCode).toBe(400);
    expect(fast.json().error).toMatchObject({ code: 'too_fast', message: m.tooFast });
    const missing = await anon.post(URL, form({ elapsedMs: undefined }), key());
    expect(missing.statusCode).toBe(400);
    expect(await count()).toBe(before);
    expect(w.t.mail).toHaveLength(0);
    // At the minimum it is a person.
    expect((await anon.post(URL, form({ elapsedMs: CONTACT_MIN_FILL_MS }), key())).statusCode).toBe(201);
  });

  it('answers 429 with a clear message past 5 messages a minute (50 sent), and repeats do not count', async () => {
    const anon = w.client('anonymous');
    const statuses: number[] = [];
    let last: { message: string; retryAfter: unknown } | undefined;
    for (let i = 0; i < 50; i++) {
      const res = await anon.post(URL, form({ email: `sender${i}@example.test`, message: `Message ${i}` }), key());
      statuses.push(res.statusCode);
      if (res.statusCode === 429) last = { message: res.json().error.message, retryAfter: res.headers['retry-after'] };
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    expect(last?.message).toBe(m.tooMany);
    expect(Number(last?.retryAfter)).toBeGreaterThan(0);
    expect(w.t.mail).toHaveLength(5);

    // Per account: a signed-in sender is limited across messages too; a repeat of a stored one still answers.
    await w.t.db.query(`DELETE FROM login_throttle WHERE bucket LIKE 'contact-addr:%'`);
    const coach = w.client('coach');
    const k = key();
    expect((await coach.post(URL, form({ message: 'first' }), k)).statusCode).toBe(201);
    for (let i = 0; i < 4; i++) expect((await coach.post(URL, form({ message: `more ${i}` }), key())).statusCode).toBe(201);
    expect((await coach.post(URL, form({ message: 'one too many' }), key())).statusCode).toBe(429);
    expect((await coach.post(URL, form({ message: 'first' }), k)).statusCode).toBe(201);
  });

  it('answers the compiled catalogues, and 404 for unknown names', async () => {
    const anon = w.client('anonymous');
    const fr = await anon.get('/api/v1/locales/fr/messages.json');
    expect(fr.statusCode).toBe(200);
    expect(fr.json()[generateMessageId('Terms of use')]).toEqual(["Conditions d'utilisation"]);
    const en = await anon.get('/api/v1/locales/en/messages.json');
    expect(en.json()[generateMessageId('Terms of use')]).toEqual(['Terms of use']);
    for (const language of ['en-US', 'es']) expect((await anon.get(`/api/v1/locales/${language}/messages.json`)).statusCode).toBe(200);
    const de = await anon.get('/api/v1/locales/de/messages.json');
    expect(de.statusCode).toBe(404);
    expect(de.json().error.message).toBe(localeMessages.unknownLanguage);
    const ns = await anon.get('/api/v1/locales/fr/common.json');
    expect(ns.statusCode).toBe(404);
    expect(ns.json().error.message).toBe(localeMessages.unknownNamespace);
    expect((await anon.get('/api/v1/locales/..%2F..%2Fpackage/messages.json')).statusCode).toBe(404);
  });

  it('records a missing key for signed-in members only, rate-limited, never changing a catalogue', async () => {
    const before = (await w.client('anonymous').get('/api/v1/locales/es/messages.json')).body;
    const url = '/api/v1/locales/add/es/messages';
    expect((await w.client('anonymous').post(url, { key: 'Missing words' })).statusCode).toBe(401);
    const player = w.client('player');
    const first = await player.post(url, { key: 'Missing words', defaultValue: 'Missing words' }, key());
    expect(first.statusCode).toBe(201);
    expect(first.json().missing).toMatchObject({ language: 'es', namespace: 'messages', key: 'Missing words', reports: 1 });
    expect((await w.client('coach').post(url, { key: 'Missing words' }, key())).json().missing.reports).toBe(2);
    expect((await player.post(url, { key: '' })).statusCode).toBe(400);
    expect((await player.post(url, { key: 'x'.repeat(501) })).json().error.message).toBe(localeMessages.key);
    expect((await player.post('/api/v1/locales/add/de/messages', { key: 'a' })).statusCode).toBe(404);
    expect((await player.post('/api/v1/locales/add/es/other', { key: 'a' })).statusCode).toBe(404);
    // Staff (the service's super admins) see the reports; members do not.
    const list = await w.client('superAdmin').get('/api/v1/locales/missing');
    expect(list.json().missing).toEqual(expect.arrayContaining([expect.objectContaining({ language: 'es', key: 'Missing words', reports: 2 })]));
    expect((await player.get('/api/v1/locales/missing')).statusCode).toBe(403);
    expect((await w.client('anonymous').get('/api/v1/locales/es/messages.json')).body).toBe(before);
    // 30 a minute per account.
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push((await player.post(url, { key: `Key ${i}` })).statusCode);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 429).length).toBeLessThanOrEqual(7);
    const tooMany = await player.post(url, { key: 'later' });
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().error.message).toBe(localeMessages.tooMany);
  });
});
