import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../src/api/client';
import { setMember } from '../../../src/api/session-store';
import { login, logout, resetPassword, sendResetCode, setPassword, validate, acceptTerms } from '../../../src/api/auth-api';
import { getClub, listClubs } from '../../../src/api/club-api';
import { listFixtures } from '../../../src/api/fixture-api';
import { listTraining } from '../../../src/api/training-api';
import { RoleId } from '../../../src/domain/roles';
import type { StoredMember } from '../../../src/domain/session';
import { clearCookies, fakeServer, json } from './fake-server';

const base: StoredMember = { id: 'u-1', accessToken: 't', roleId: RoleId.coach, selectedChildId: null, clubId: 'c-1', clubs: [] };

function setup(...replies: Parameters<typeof fakeServer>) {
  const server = fakeServer(...replies);
  configureApi({ fetch: server.fetch, navigate: vi.fn() });
  return server;
}
const where = (url: string) => {
  const u = new URL(url, 'http://x');
  return { path: u.pathname, query: Object.fromEntries(u.searchParams) };
};

beforeEach(() => {
  localStorage.clear();
  clearCookies();
  document.cookie = 'XSRF-TOKEN=a.b; path=/';
});
afterEach(() => configureApi({}));

describe('auth api', () => {
  it('posts the login form to auth/login', async () => {
    const { seen } = setup(json(200, { member: base }));
    await login({ email: 'a@b.co', password: 'x' });
    expect(seen[0]!.method).toBe('POST');
    expect(where(seen[0]!.url).path).toBe('/api/v1/auth/login');
    expect(seen[0]!.body).toEqual({ email: 'a@b.co', password: 'x' });
  });

  it('logs out with DELETE auth', async () => {
    setMember(base);
    const { seen } = setup(json(200, {}));
    await logout();
    expect([seen[0]!.method, where(seen[0]!.url).path]).toEqual(['DELETE', '/api/v1/auth']);
    expect(seen[0]!.body).toEqual({ userId: 'u-1' });
  });

  it('fails validate with "Token has expired" when nothing is stored, without calling', async () => {
    const { seen } = setup();
    await expect(validate()).rejects.toMatchObject({ message: 'Token has expired', status: 401 });
    expect(seen).toHaveLength(0);
  });

  it.each([
    [RoleId.parent, 'ch-7'],
    [RoleId.player, 'u-1'],
    [RoleId.coach, ''],
  ])('validates role %i with playerId "%s"', async (roleId, playerId) => {
    setMember({ ...base, roleId, selectedChildId: 'ch-7' });
    const { seen } = setup(json(200, {}));
    await validate();
    expect(where(seen[0]!.url)).toEqual({ path: '/api/v1/auth/validate', query: { playerId, userId: 'u-1' } });
  });

  it('sends the password calls to their paths', async () => {
    setMember(base);
    const { seen } = setup(json(200, {}), json(200, {}), json(200, {}), json(200, {}));
    await sendResetCode({ email: 'a@b.co' });
    await resetPassword({ email: 'a@b.co', code: '123456', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' });
    await setPassword({ currentPassword: 'temp', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' });
    await acceptTerms();
    expect(seen.map((r) => `${r.method} ${where(r.url).path}`)).toEqual([
      'PUT /api/v1/auth/password/code',
      'PUT /api/v1/auth/password',
      'POST /api/v1/auth/password',
      'POST /api/v1/auth/terms',
    ]);
    expect(seen[2]!.body).toEqual({ currentPassword: 'temp', password: 'Abcdef1!', confirmPassword: 'Abcdef1!', userId: 'u-1' });
  });
});

describe('club, fixture and training api', () => {
  it('lists clubs with the name filter and paging, and reads one club', async () => {
    setMember(base);
    const { seen } = setup(json(200, { clubs: [], total: 0 }), json(200, { club: {}, teams: [] }));
    await listClubs({ clubName: 'Rovers', limit: 20, offset: 40 });
    await getClub('c 1');
    expect(where(seen[0]!.url)).toEqual({ path: '/api/v1/club', query: { clubName: 'Rovers', limit: '20', offset: '40', userId: 'u-1' } });
    expect(where(seen[1]!.url).path).toBe('/api/v1/club/c%201');
  });

  it('lists fixtures and training of a club with their filters', async () => {
    setMember(base);
    const { seen } = setup(json(200, { fixtures: [] }), json(200, { sessions: [] }));
    await listFixtures('c-1', { from: '2026-01-01T00:00:00.000Z', teamId: 't-1', limit: 1 });
    await listTraining('c-1', { from: '2026-01-01T00:00:00.000Z', playerId: 'p-1' });
    expect(where(seen[0]!.url)).toEqual({ path: '/api/v1/fixture/c-1', query: { from: '2026-01-01T00:00:00.000Z', teamId: 't-1', limit: '1', userId: 'u-1' } });
    expect(where(seen[1]!.url)).toEqual({ path: '/api/v1/training/c-1', query: { from: '2026-01-01T00:00:00.000Z', playerId: 'p-1', userId: 'u-1' } });
  });
});
