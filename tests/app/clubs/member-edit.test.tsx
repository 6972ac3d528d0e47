// Issue 19 item 11: a club admin edits one member from their profile (name, mobile), takes them
// out of a team after a question, and resends their invite; a member without the permissions is
// not offered these.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { setMember } from '../../../src/api/session-store';
import { setProfile } from '../../../src/api/profile-store';
import { RoleId } from '../../../src/domain/roles';
import { json, type SeenRequest } from '../api/fake-server';
import { renderApp } from '../support/render-app';
import { adminWorld, ADMIN, ANN, CLUB, TEAM } from './member-world';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  configureApi({});
  vi.unstubAllGlobals();
});

const userPath = `/api/v1/user/${ANN}`;

function ann(over: Record<string, unknown> = {}) {
  return {
    user: {
      id: ANN, email: 'ann@x.co', firstName: 'Ann', lastName: 'Lee', jobTitle: null, countryCode: '+44', telephone: '7700900123', dateOfBirth: null,
      hasProfilePicture: false, registered: true, active: true, childIds: [], profile: {},
      memberships: [{ clubId: CLUB, clubName: 'Rovers', teamId: TEAM, teamName: 'U10', role: 'player', active: true, onTrial: false, playStatus: 'available', safeguardingLead: false }],
      ...over,
    },
  };
}

describe('editing a member from their profile', () => {
  it('saves the changed name and mobile with PUT user/{id} in this club, then shows them', async () => {
    let current = ann();
    const api = adminWorld((req: SeenRequest) => {
      if (req.path !== userPath) return undefined;
      if (req.method === 'PUT') {
        const body = req.body as Record<string, unknown>;
        current = ann({ firstName: body.firstName, lastName: body.lastName, telephone: body.telephone, countryCode: body.countryCode });
        return json(200, current);
      }
      return json(200, current);
    });
    await renderApp(`/secure/club/${CLUB}/members/${ANN}`);
    expect(await screen.findByRole('heading', { name: 'Ann Lee' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Annie' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('The details were saved.')).toBeInTheDocument();
    const put = api.seen.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe(userPath);
    expect(put.body).toMatchObject({ clubId: CLUB, firstName: 'Annie', lastName: 'Lee', countryCode: '+44', telephone: null });
    expect(await screen.findByRole('heading', { name: 'Annie Lee' })).toBeInTheDocument();
    // No email field for a member with a login: it is how they sign in.
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
  });

  it('changes the email of a member without a login, and says why the server refused another club\'s account', async () => {
    let refuse = false;
    const api = adminWorld((req) => {
      if (req.path !== userPath) return undefined;
      if (req.method === 'PUT' && refuse) return json(403, { error: { code: 'not_club_account', message: 'x' } });
      return json(200, ann({ registered: false, email: 'typo@x.co' }));
    });
    await renderApp(`/secure/club/${CLUB}/members/${ANN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Save details' }));
    await screen.findByText('The details were saved.');
    // Unchanged: not sent.
    expect(api.seen.find((r) => r.method === 'PUT')!.body).not.toHaveProperty('email');
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'right@x.co' } });
    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a member this club created, and who belongs to no other club, can have their email changed here');
    expect(api.seen.filter((r) => r.method === 'PUT').at(-1)!.body).toMatchObject({ clubId: CLUB, email: 'right@x.co' });
  });

  it('shows the spec message when the save fails', async () => {
    adminWorld((req) => (req.path === userPath ? (req.method === 'PUT' ? json(500, { error: { code: 'internal', message: 'x' } }) : json(200, ann())) : undefined));
    await renderApp(`/secure/club/${CLUB}/members/${ANN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Save details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There has been a problem updating this player');
  });

  it('asks before taking the member out of a team, and sends nothing when cancelled', async () => {
    const api = adminWorld((req) => {
      if (req.path === `${userPath}/team` && req.method === 'DELETE') return json(200, { removed: 1 });
      return req.path === userPath ? json(200, ann()) : undefined;
    });
    await renderApp(`/secure/club/${CLUB}/members/${ANN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from U10' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Remove this member from U10?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.seen.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove from U10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.seen.some((r) => r.method === 'DELETE')).toBe(true));
    expect(api.seen.find((r) => r.method === 'DELETE')!.body).toMatchObject({ clubId: CLUB, teamId: TEAM });
  });

  it('resends one member\'s invite when they are not registered yet', async () => {
    const api = adminWorld((req) => {
      if (req.path === `${userPath}/invite/send`) return json(200, { id: 'i1' });
      return req.path === userPath ? json(200, ann({ registered: false })) : undefined;
    });
    await renderApp(`/secure/club/${CLUB}/members/${ANN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend invite' }));
    expect(await screen.findByText('The invite was sent again.')).toBeInTheDocument();
    expect(api.seen.find((r) => r.method === 'POST')!.body).toMatchObject({ clubId: CLUB });
  });

  it('offers no editing to a member without members.manage or invites.send', async () => {
    adminWorld((req) => (req.path === userPath ? json(200, ann({ registered: false })) : undefined));
    // An assistant coach: may view members, not change them or invite (the table's defaults).
    setMember({ id: ADMIN, accessToken: 't', roleId: RoleId.assistantCoach, selectedChildId: null, clubId: CLUB, clubs: [{ clubId: CLUB, colour: null }] });
    setProfile({
      user: { id: ADMIN, email: 'a@x.co', firstName: 'Helen', lastName: 'W', isSuperAdmin: false, termsAccepted: true, mustChangePassword: false },
      memberships: [{ clubId: CLUB, clubName: 'Rovers', colour: null, teamId: TEAM, teamName: 'U10', role: 'assistant_coach', roleId: RoleId.assistantCoach }],
      children: [],
      teamId: TEAM,
    });
    await renderApp(`/secure/club/${CLUB}/members/${ANN}`);
    expect(await screen.findByRole('heading', { name: 'Ann Lee' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove from U10' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend invite' })).not.toBeInTheDocument();
  });
});
