// Billing periods, prices in minor units and the contract's trial rule (issue 25, spec §9).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { priceSchema } from '../../../src/domain/billing/billing-schema';
import { addInterval, firstPeriodFrom, periodOf, periodStart } from '../../../src/domain/billing/periods';
import { contractSchema } from '../../../src/domain/club/create-club-schema';

describe('billing periods', () => {
  it('counts each period from the anchor, so month ends do not drift', () => {
    const monthly = { interval: 'month', intervalCount: 1 } as const;
    expect([0, 1, 2, 3].map((i) => periodStart('2026-01-31', i, monthly))).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    expect(periodStart('2024-02-29', 1, { interval: 'year', intervalCount: 1 })).toBe('2025-02-28');
    expect(periodOf('2026-01-01', 2, { interval: 'week', intervalCount: 2 })).toEqual({ start: '2026-01-29', end: '2026-02-12' });
    expect(addInterval('2026-12-30', 'day', 3)).toBe('2027-01-02');
  });

  it('finds the first period starting on or after a day', () => {
    const monthly = { interval: 'month', intervalCount: 1 } as const;
    expect(firstPeriodFrom('2026-01-01', '2026-06-10', monthly)).toBe(6);
    expect(firstPeriodFrom('2026-01-01', '2026-06-01', monthly)).toBe(5);
    expect(firstPeriodFrom('2026-01-01', '2026-01-01', monthly, 3)).toBe(3);
  });
});

describe('money', () => {
  it('refuses a price of -1, 1e12 or a fraction of a penny, an unknown currency or interval, and a count of 0', () => {
    const ok = { productId: '00000000-0000-4000-8000-000000000001', currency: 'NZD', unitAmount: 0, interval: 'day', intervalCount: 1 };
    expect(v.safeParse(priceSchema, ok).success).toBe(true);
    for (const bad of [{ unitAmount: -1 }, { unitAmount: 1e12 }, { unitAmount: 1.5 }, { currency: 'EUR' }, { interval: 'quarter' }, { intervalCount: 0 }]) {
      expect(v.safeParse(priceSchema, { ...ok, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('contract', () => {
  const contract = { costPerPlayer: 2, totalPlayers: 10, termMonths: 1, amount: 20, paymentTerm: 'monthly', startDate: '2026-02-01', freeTrialDays: 28, payer: 'club' };
  it('allows a free trial as long as the term, never longer', () => {
    expect(v.safeParse(contractSchema, contract).success).toBe(true);
    const long = v.safeParse(contractSchema, { ...contract, freeTrialDays: 29 });
    expect(long.success).toBe(false);
    expect(long.issues?.[0]).toMatchObject({ message: 'The free trial cannot be longer than the contract term', path: [{ key: 'freeTrialDays' }] });
  });
});
