// The admin screens' tests answer from a fake club API (tests/app/clubs/fake-answers.ts). This
// test asks the real route the same question on the demo club and fails when the fake's answer
// has another shape: a key missing or extra, or a value of another type (null matches anything,
// since a nullable field is null in one and set in the other).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { club as fakeClubAnswer } from '../../app/clubs/fake-answers';
import { createDemoClub, type DemoClub } from '../../support/demo-club';
import { DB_KINDS } from '../../support/test-db';

/** The differences between two answers' shapes, as paths: 'club.hasBadge: missing in the fake'. */
function shapeDifferences(real: unknown, fake: unknown, path = 'answer'): string[] {
  if (real === null || fake === null) return [];
  if (Array.isArray(real) || Array.isArray(fake)) {
    if (!Array.isArray(real) || !Array.isArray(fake)) return [`${path}: array in one only`];
    return real.length && fake.length ? shapeDifferences(real[0], fake[0], `${path}[0]`) : [];
  }
  if (typeof real !== typeof fake) return [`${path}: ${typeof real} in the route, ${typeof fake} in the fake`];
  if (typeof real !== 'object') return [];
  const r = real as Record<string, unknown>;
  const f = fake as Record<string, unknown>;
  const out: string[] = [];
  for (const key of Object.keys(r)) if (!(key in f)) out.push(`${path}.${key}: missing in the fake`);
  for (const key of Object.keys(f)) if (!(key in r)) out.push(`${path}.${key}: not in the route's answer`);
  for (const key of Object.keys(r)) if (key in f) out.push(...shapeDifferences(r[key], f[key], `${path}.${key}`));
  return out;
}

describe.each(DB_KINDS)("the fake club API's answers have the real routes' shapes on %s", (kind) => {
  let d: DemoClub;
  beforeAll(async () => {
    d = await createDemoClub(kind);
  });
  afterAll(() => d?.t.close());

  it('GET club/{id}, as the club admin', async () => {
    const admin = await d.as('admin@touchline.demo');
    const res = await admin.get(`/api/v1/club/${d.clubId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(shapeDifferences(res.json(), fakeClubAnswer)).toEqual([]);
  });
});
