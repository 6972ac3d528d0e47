import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { json } from '../api/fake-server';
import { renderApp } from '../support/render-app';
import { adminWorld, ANN, BEN, CLUB, member, TEAM } from './member-world';

// Screen walks take several seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 });


afterEach(() => {
  configureApi({});
  vi.unstubAllGlobals();
});

const invite = { invite: { id: 'i1', guid: 'g1', code: 'ABCD2345', role: 'parent', teamId: TEAM, email: 'p@x.co', status: 'sent', userId: null } };

/** Opens the invite screen and sends "Invite a member" for Pat Doe, pat@x.co. */
async function sendFullInvite() {
  await renderApp(`/secure/club/${CLUB}/invite`);
  fireEvent.click(await screen.findByRole('button', { name: 'Invite a member' }));
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Pat' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Doe' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'pat@x.co' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send invite' }));
}

describe('invite a member', () => {
  it('checks the contact before sending: an email, or a country code with a mobile', async () => {
    const api = adminWorld(() => undefined);
    await renderApp(`/secure/club/${CLUB}/invite`);
    fireEvent.click(await screen.findByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Please enter an email address, or a country code and mobile number')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Please enter a valid country code and mobile number')).toBeInTheDocument();
    expect(api.seen.some((r) => r.method !== 'GET')).toBe(false);
  });

  it('quick invite sends role, team and mobile with its country code, and shows the invite code', async () => {
    const api = adminWorld((req) => (req.method === 'PUT' ? json(201, invite) : undefined));
    await renderApp(`/secure/club/${CLUB}/invite`);
    await screen.findByRole('option', { name: 'U10' });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'parent' } });
    fireEvent.change(screen.getByLabelText('Team'), { target: { value: TEAM } });
    fireEvent.change(screen.getByLabelText('Country code'), { target: { value: '44' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '07700 900123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('ABCD2345')).toBeInTheDocument();
    const put = api.seen.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe(`/api/v1/club/${CLUB}/registration/invite`);
    expect(put.body).toMatchObject({ clubId: CLUB, role: 'parent', teamId: TEAM, countryCode: '44', mobile: '07700 900123', email: null });
  });

  it('a full invite sends the names through POST user; a failure shows the spec message', async () => {
    let status = 500;
    const api = adminWorld((req) => (req.method === 'POST' && req.path === '/api/v1/user' ? (status === 201 ? json(201, invite) : json(500, { error: { code: 'internal', message: 'x' } })) : undefined));
    await sendFullInvite();
    expect(await screen.findByText('There has been a problem sending all player invites')).toBeInTheDocument();
    status = 201;
    fireEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('ABCD2345')).toBeInTheDocument();
    expect(api.seen.filter((r) => r.method === 'POST' && r.path === '/api/v1/user').at(-1)!.body).toMatchObject({ clubId: CLUB, firstName: 'Pat', lastName: 'Doe', email: 'pat@x.co' });
  });
});

describe('invite of someone already registered', () => {
  it('says the email is registered and to send a quick invite, not the generic failure (issue 19)', async () => {
    const registered = { code: 'email_registered', message: 'This email address is already registered. Send an invite without creating the user instead', fields: { email: 'Already registered' } };
    adminWorld((req) => (req.method === 'POST' && req.path === '/api/v1/user' ? json(400, { error: registered }) : undefined));
    await sendFullInvite();
    expect(await screen.findByText('This email address is already registered. Send a quick invite instead')).toBeInTheDocument();
    expect(screen.queryByText('There has been a problem sending all player invites')).not.toBeInTheDocument();
  });
});

describe('invite status', () => {
  it('lists members not yet registered with their invite state, resends one and all', async () => {
    const api = adminWorld((req) => {
      if (req.path === `/api/v1/club/${CLUB}/users`) return json(200, { members: [member(ANN, 'Ann', { registered: false, inviteStatus: 'sent' }), member(BEN, 'Ben')], total: 2 });
      if (req.path === `/api/v1/club/${CLUB}/users/invite`) return json(200, { sent: 3 });
      if (req.path === `/api/v1/user/${ANN}/invite/send`) return json(200, invite);
      return undefined;
    });
    await renderApp(`/secure/club/${CLUB}/invites`);
    expect(await screen.findByText(/Invite sent/)).toBeInTheDocument();
    expect(screen.queryByText('Ben Lee')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resend invite to Ann Lee' }));
    expect(await screen.findByText('Invite sent again to Ann Lee.')).toBeInTheDocument();
    expect(api.seen.find((r) => r.path === `/api/v1/user/${ANN}/invite/send`)!.body).toMatchObject({ clubId: CLUB });
    fireEvent.click(screen.getByRole('button', { name: 'Resend all invites' }));
    expect(await screen.findByText('3 invites sent again.')).toBeInTheDocument();
    await waitFor(() => expect(api.seen.some((r) => r.method === 'GET' && r.path === `/api/v1/club/${CLUB}/users/invite`)).toBe(true));
  });
});
