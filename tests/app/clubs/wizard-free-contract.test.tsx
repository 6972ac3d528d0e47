// Issue 19 (minor): the contract step demanded prices when "Who pays" was Nobody. Who pays now
// comes first; a free contract asks only for its players, term and start, and sends no prices.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { initialValues, stepProblems, stepValue, type WizardState } from '../../../src/features/clubs/model/wizard-fields';
import { renderApp } from '../support/render-app';
import { adminWorld } from './member-world';
import { fill, heading, next, superAdmin } from './wizard-world';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  configureApi({});
  vi.unstubAllGlobals();
});

const state = (values: Record<string, string>): WizardState => ({
  values: { ...initialValues(new Date('2026-11-29T12:00:00Z')), ...values },
  withSubscription: false,
  withAssistant: false,
  useClubColours: true,
  badge: null,
  permissions: {},
  users: [],
});

describe('a free contract', () => {
  it('needs no prices and sends them as 0; a paid one still needs them', () => {
    const free = state({ 'contract.payer': 'none', 'contract.totalPlayers': '40', 'contract.termMonths': '12', 'contract.costPerPlayer': '', 'contract.amount': '', 'contract.freeTrialDays': '' });
    expect(stepProblems('contract', free)).toEqual({});
    expect(stepValue('contract', free)).toMatchObject({ payer: 'none', costPerPlayer: 0, amount: 0, freeTrialDays: 0, totalPlayers: 40, termMonths: 12 });
    const paid = state({ ...free.values, 'contract.payer': 'club' });
    expect(Object.keys(stepProblems('contract', paid))).toEqual(expect.arrayContaining(['contract.costPerPlayer', 'contract.amount']));
  });

  it('asks Who pays first and hides the prices when nobody pays', async () => {
    adminWorld(() => undefined);
    superAdmin();
    await renderApp('/secure/configuration/new-club');
    await heading('Club info');
    fill('Club name', 'Hill Park FC');
    next();
    await heading('Contract');
    const labels = () => [...document.querySelectorAll('form .field__label')].map((l) => l.textContent);
    expect(labels()[0]).toBe('Who pays');
    expect(labels()).toContain('Cost per player');
    fireEvent.change(screen.getByLabelText('Who pays'), { target: { value: 'none' } });
    expect(screen.queryByLabelText('Cost per player')).toBeNull();
    expect(screen.queryByLabelText('Amount')).toBeNull();
    fill('Total players', '40');
    fill('Term in months', '12');
    next();
    expect(await heading('Subscription')).toBeInTheDocument();
  });
});
