import { describe, expect, it } from 'vitest';
import { mayMessagePrivately } from '../../src/domain/safeguarding';

describe('private messages and safeguarding', () => {
  const coach = { roles: ['coach'] as const };
  const child = { roles: ['player'] as const, age: 12 };
  it('refuses coaches, assistants and club admins messaging a child privately, either way', () => {
    expect(mayMessagePrivately(coach, child)).toBe(false);
    expect(mayMessagePrivately(child, coach)).toBe(false);
    expect(mayMessagePrivately({ roles: ['assistant_coach'] }, { roles: ['player'] })).toBe(false);
    expect(mayMessagePrivately({ roles: ['club_admin'] }, child)).toBe(false);
  });
  it('allows adults, parents, and players of 18 and over', () => {
    expect(mayMessagePrivately(coach, { roles: ['parent'] })).toBe(true);
    expect(mayMessagePrivately(coach, { roles: ['player'], age: 18 })).toBe(true);
    expect(mayMessagePrivately({ roles: ['parent'] }, child)).toBe(true);
    expect(mayMessagePrivately(child, { roles: ['player'], age: 11 })).toBe(true);
  });
});
