import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearMember, getMember, setMember, subscribe, updateMember } from '../../../src/api/session-store';
import { MEMBER_STORAGE_KEY, type StoredMember } from '../../../src/domain/session';
import { RoleId } from '../../../src/domain/roles';

const member: StoredMember = { id: 'u-1', accessToken: 't', roleId: RoleId.parent, selectedChildId: 'ch-1', clubId: null, clubs: [] };

beforeEach(() => localStorage.clear());

describe('session store', () => {
  it('stores the member under touchlinemember and reads it back', () => {
    setMember(member);
    expect(JSON.parse(localStorage.getItem(MEMBER_STORAGE_KEY)!)).toEqual(member);
    expect(getMember()).toEqual(member);
  });

  it('reads nothing from garbage or a wrong shape', () => {
    localStorage.setItem(MEMBER_STORAGE_KEY, '{not json');
    expect(getMember()).toBeNull();
    localStorage.setItem(MEMBER_STORAGE_KEY, JSON.stringify({ id: 1 }));
    expect(getMember()).toBeNull();
  });

  it('tells subscribers about set, update and clear until they unsubscribe', () => {
    const seen: (StoredMember | null)[] = [];
    const stop = subscribe((m) => seen.push(m));
    setMember(member);
    updateMember({ clubId: 'c-9' });
    clearMember();
    stop();
    setMember(member);
    expect(seen).toEqual([member, { ...member, clubId: 'c-9' }, null]);
    expect(getMember()).toEqual(member);
  });

  it('does not create a member when updating while signed out', () => {
    const listener = vi.fn();
    subscribe(listener);
    expect(updateMember({ clubId: 'c' })).toBeNull();
    expect(listener).not.toHaveBeenCalled();
  });

  it('hears changes made by another tab', () => {
    const listener = vi.fn();
    const stop = subscribe(listener);
    localStorage.setItem(MEMBER_STORAGE_KEY, JSON.stringify(member));
    window.dispatchEvent(new StorageEvent('storage', { key: MEMBER_STORAGE_KEY }));
    stop();
    expect(listener).toHaveBeenCalledWith(member);
  });
});
