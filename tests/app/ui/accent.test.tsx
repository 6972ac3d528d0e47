import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { accentFor, applyAccent, inkOn } from '../../../src/ui/accent';
import { setMember, updateMember } from '../../../src/api/session-store';
import { configureApi } from '../../../src/api/client';
import { RoleId } from '../../../src/domain/roles';
import { FALLBACK_ACCENT, type StoredMember } from '../../../src/domain/session';
import { fakeApi, json } from '../api/fake-server';
import { renderApp } from '../support/render-app';

const member: StoredMember = {
  id: 'u-1',
  accessToken: 't',
  roleId: RoleId.coach,
  selectedChildId: null,
  clubId: 'c-1',
  clubs: [
    { clubId: 'c-1', colour: '#c8102e' },
    { clubId: 'c-2', colour: null },
  ],
};
const accent = () => document.documentElement.style.getPropertyValue('--accent');
const themeColour = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content');

beforeEach(() => localStorage.clear());

describe('accent colour', () => {
  it("is the current club's colour, else the fallback", () => {
    expect(accentFor(member)).toBe('#c8102e');
    expect(accentFor({ ...member, clubId: 'c-2' })).toBe(FALLBACK_ACCENT);
    expect(accentFor({ ...member, clubId: null })).toBe(FALLBACK_ACCENT);
    expect(accentFor({ ...member, clubs: [{ clubId: 'c-1', colour: 'red;background:url(x)' }] })).toBe(FALLBACK_ACCENT);
    expect(accentFor(null)).toBe(FALLBACK_ACCENT);
  });

  it('sets --accent, readable ink and the theme colour', () => {
    applyAccent('#ffee00');
    expect(accent()).toBe('#ffee00');
    expect(themeColour()).toBe('#ffee00');
    expect(inkOn('#ffee00')).toBe('#0b1f26');
    expect(inkOn('#0a1a6b')).toBe('#ffffff');
  });

  it('follows the club colour in the shell when the club is switched', async () => {
    setMember(member);
    const server = fakeApi((req) => (req.path.startsWith('/api/v1/fixture/') ? json(200, { fixtures: [] }) : req.path.startsWith('/api/v1/training/') ? json(200, { sessions: [] }) : new TypeError('Failed to fetch')));
    configureApi({ fetch: server.fetch });
    await renderApp('/secure');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(accent()).toBe('#c8102e');
    expect(themeColour()).toBe('#c8102e');
    act(() => {
      updateMember({ clubId: 'c-2' });
    });
    expect(accent()).toBe(FALLBACK_ACCENT);
    expect(themeColour()).toBe(FALLBACK_ACCENT);
    configureApi({});
  });
});
