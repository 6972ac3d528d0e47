import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { readWizardDraft, saveWizardDraft } from '../../../src/features/clubs/data/wizard-draft';
import { json } from '../api/fake-server';
import { renderApp } from '../support/render-app';
import { adminWorld, ADMIN } from './member-world';
import { fill, heading, next, png, superAdmin } from './wizard-world';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  configureApi({});
  vi.unstubAllGlobals();
});

describe('club creation wizard draft', () => {
  it('a reload restores the step and every answer, the badge included', async () => {
    adminWorld(() => undefined);
    superAdmin();
    await renderApp('/secure/configuration/new-club');
    await heading('Club info');
    fill('Club name', 'Hill Park FC');
    fill('Season start', '2026-09-01');
    fill('Season end', '2027-05-31');
    next();
    await heading('Contract');
    fill('Cost per player', '5');
    fill('Total players', '60');
    await waitFor(async () => expect((await readWizardDraft(ADMIN))?.state.values['contract.totalPlayers']).toBe('60'));

    // The page is reloaded: the same step, with the answers typed so far.
    cleanup();
    await renderApp('/secure/configuration/new-club');
    await heading('Contract');
    expect(screen.getByText('Step 2 of 8')).toBeInTheDocument();
    expect(screen.getByLabelText('Cost per player')).toHaveValue('5');
    expect(screen.getByLabelText('Total players')).toHaveValue('60');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Club info');
    expect(screen.getByLabelText('Club name')).toHaveValue('Hill Park FC');
    expect(screen.getByLabelText('Season end')).toHaveValue('2027-05-31');

    // A chosen badge is kept too (as its base64 bytes).
    const draft = (await readWizardDraft(ADMIN))!;
    const badge = btoa(String.fromCharCode(...png(120, 120)));
    await saveWizardDraft(ADMIN, 4, { ...draft.state, badge: { base64: badge, width: 120, height: 120 } });
    cleanup();
    await renderApp('/secure/configuration/new-club');
    await heading('Personalisation');
    expect(screen.getByText('Badge chosen: 120 × 120')).toBeInTheDocument();
  });

  it("does not resume another account's draft", async () => {
    adminWorld(() => undefined);
    superAdmin();
    await renderApp('/secure/configuration/new-club');
    await heading('Club info');
    fill('Club name', 'Hill Park FC');
    next();
    await waitFor(async () => expect((await readWizardDraft(ADMIN))?.state.values['club.name']).toBe('Hill Park FC'));
    expect(await readWizardDraft('someone-else')).toBeNull();
  });

  it('is cleared once the club has been created', async () => {
    const api = adminWorld((req) => (req.method === 'POST' && req.path === '/api/v1/club' ? json(201, { clubId: 'c', teamId: 't', invitesSent: 0, message: 'The club has been created' }) : undefined));
    superAdmin();
    await renderApp('/secure/configuration/new-club');
    await heading('Club info');
    fill('Club name', 'Hill Park FC');
    await waitFor(async () => expect(await readWizardDraft(ADMIN)).not.toBeNull());
    const draft = (await readWizardDraft(ADMIN))!;
    // A draft complete up to the last step, as a previous visit left it.
    const values = {
      ...draft.state.values,
      'club.seasonStart': '2026-09-01', 'club.seasonEnd': '2027-05-31', 'club.ageGroup': '18+',
      'contract.costPerPlayer': '5', 'contract.totalPlayers': '60', 'contract.termMonths': '12', 'contract.amount': '300', 'contract.freeTrialDays': '30',
      'team.name': 'Hill Park U10', 'leadCoach.firstName': 'Ola', 'leadCoach.lastName': 'Berg', 'leadCoach.email': 'ola@hillpark.example',
    };
    await saveWizardDraft(ADMIN, 7, { ...draft.state, values, badge: { base64: btoa(String.fromCharCode(...png(120, 120))), width: 120, height: 120 } });
    cleanup();
    await renderApp('/secure/configuration/new-club');
    await heading('Users');
    fireEvent.click(screen.getByRole('button', { name: 'Create club' }));
    await heading('The club has been created');
    expect(api.seen.filter((r) => r.method === 'POST')).toHaveLength(1);
    await waitFor(async () => expect(await readWizardDraft(ADMIN)).toBeNull());
  });
});
