// The own profile screen (issue 26 items 1-3), from the device with no signal: the stored
// profile shows, an edit is one queued PUT user/{id} and shows at once, a bad date of birth is
// marked and nothing queued; a parent edits their child's profile; the password form speaks the
// spec's messages, says it needs a connection when offline and never queues; the contact
// preferences and language are saved as one queued PUT user/{id}/preferences and the app switches
// language.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import type { ProfileRow } from '../../../src/db/schema';
import { activateLocale, i18n } from '../../../src/i18n/i18n';
import { fakeApi, json } from '../api/fake-server';
import { renderApp } from '../support/render-app';
import { PLAYER, PLAYER2, world } from '../training/training-world';

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await activateLocale('en');
});

const row = (over: Partial<ProfileRow> = {}): ProfileRow => ({
  id: PLAYER,
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'x@y.co',
  countryCode: '+44',
  telephone: '07700 900123',
  dateOfBirth: '2012-05-06',
  bio: 'Left back',
  emergency: [{ name: 'Gran', phone: '07700 900999' }],
  medical: 'Asthma',
  notifications: { preTraining: true, preFixture: true, player: true, coach: false, marketing: false },
  language: null,
  updatedAt: new Date().toISOString(),
  ...over,
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const details = () => within(screen.getByRole('form', { name: 'Profile details' }));

describe('profile screen', { timeout: 20_000 }, () => {
  it('shows the stored profile offline and queues an edit as one outbox entry', async () => {
    const db = await world('player');
    await db.profiles.put(row());
    await renderApp('/secure/profile');
    expect(await screen.findByLabelText('First name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Medical information')).toHaveValue('Asthma');
    expect(screen.getByLabelText('Name of emergency contact 1')).toHaveValue('Gran');
    expect(details().getByRole('heading', { name: 'About you' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    fill('About', 'Now a winger');
    fill('Name of emergency contact 2', 'Dad');
    fill('Phone of emergency contact 2', '07700 900555');
    fireEvent.click(details().getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Profile saved. It is sent as soon as there is a connection.');
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ method: 'PUT', path: `/api/v1/user/${PLAYER}`, stream: `profile:${PLAYER}` });
    expect(queued[0]!.body).toMatchObject({
      firstName: 'Sam',
      bio: 'Now a winger',
      emergency: [
        { name: 'Gran', phone: '07700 900999' },
        { name: 'Dad', phone: '07700 900555' },
      ],
      medical: { information: 'Asthma' },
    });
    expect(queued[0]!.body).not.toHaveProperty('roleId');
    expect(await db.profiles.get(PLAYER)).toMatchObject({ bio: 'Now a winger' });
  });

  it("says 'You do not have access to this screen' when the server refuses another person's profile, with no empty name", async () => {
    await world('coach');
    const server = fakeApi((req) =>
      req.path.startsWith(`/api/v1/user/${PLAYER2}`)
        ? json(403, { error: { code: 'permission_denied', message: 'You do not have the correct permissions to access this screen' } })
        : new TypeError('Failed to fetch'),
    );
    // The profile pull goes through the global fetch (the sync layer's getter).
    vi.stubGlobal('fetch', server.fetch);
    configureApi({ fetch: server.fetch, navigate: vi.fn() });
    await renderApp(`/secure/profile/${PLAYER2}`);
    expect(await screen.findByText('You do not have access to this screen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Profile$/);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('marks a date of birth in the future and an emergency phone of letters, queuing nothing', async () => {
    const db = await world('player');
    await db.profiles.put(row());
    await renderApp('/secure/profile');
    await screen.findByLabelText('First name');
    fill('Date of birth', new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
    fill('Phone of emergency contact 1', 'ring my gran');
    fireEvent.click(details().getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Please enter a valid date of birth')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone of emergency contact 1')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone of emergency contact 1')).toHaveValue('ring my gran');
    expect(await db.outbox.count()).toBe(0);
  });

  it("lets a parent open and edit their child's profile", async () => {
    const db = await world('parent');
    await db.profiles.put(row({ id: '00000000-0000-4000-8000-0000000000f1', firstName: 'Pat', lastName: 'Lee', emergency: [], medical: '' }));
    await db.profiles.put(row());
    const { router } = await renderApp('/secure/profile');
    fireEvent.click(await screen.findByRole('link', { name: "Edit Sam Lee's profile" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/secure/profile/${PLAYER}`));
    expect(await screen.findByRole('heading', { name: "Edit Sam Lee's profile" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Medical information')).toHaveValue('Asthma'));
    // The details are the child's, not the parent's ("About you" read as if about the parent), and
    // the browser must not fill the parent's own name or number into them.
    expect(details().getByRole('heading', { name: 'About Sam' })).toBeInTheDocument();
    expect(details().queryByRole('heading', { name: 'About you' })).toBeNull();
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'off');
    fill('Medical information', 'Asthma: inhaler in the kit bag');
    fireEvent.click(details().getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Profile saved. It is sent as soon as there is a connection.');
    const queued = await db.outbox.toArray();
    expect(queued.map((e) => e.path)).toEqual([`/api/v1/user/${PLAYER}`]);
    expect(queued[0]!.body).toMatchObject({ medical: { information: 'Asthma: inhaler in the kit bag' } });
    // No password form on a child's profile.
    expect(screen.queryByRole('form', { name: 'Change password' })).toBeNull();
  });

  it('saves contact preferences and language as one queued call and switches the app to it', async () => {
    const db = await world('player');
    await db.profiles.put(row());
    await renderApp('/secure/profile');
    const prefs = within(await screen.findByRole('form', { name: 'Contact preferences' }));
    expect(prefs.getByLabelText('Before training sessions')).toBeChecked();
    fireEvent.click(prefs.getByLabelText('News and offers from Touchline'));
    fireEvent.click(prefs.getByLabelText('Before fixtures'));
    fireEvent.change(prefs.getByLabelText('Language'), { target: { value: 'fr' } });
    fireEvent.click(prefs.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(i18n.locale).toBe('fr'));
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ method: 'PUT', path: `/api/v1/user/${PLAYER}/preferences` });
    expect(queued[0]!.body).toMatchObject({ preferences: { preTraining: true, preFixture: false, player: true, coach: false, marketing: true }, language: 'fr' });
    expect(await db.profiles.get(PLAYER)).toMatchObject({ language: 'fr', notifications: { marketing: true } });
    expect(await screen.findByRole('heading', { name: 'Mon profil' })).toBeInTheDocument();
  });

  describe('password form', () => {
    const form = () => within(screen.getByRole('form', { name: 'Change password' }));

    it("speaks the spec's messages and sends nothing for them", async () => {
      const db = await world('player');
      await db.profiles.put(row());
      await renderApp('/secure/profile');
      await screen.findByRole('form', { name: 'Change password' });
      fireEvent.click(form().getByRole('button', { name: 'Save password' }));
      expect((await form().findAllByText('Please ensure all fields are complete')).length).toBeGreaterThan(0);
      fill('Current password', 'Touchline1!');
      fill('New password', 'N3w-Password!');
      fireEvent.click(form().getByRole('button', { name: 'Save password' }));
      expect(await form().findByText('Please confirm your new password correctly')).toBeInTheDocument();
      fill('Confirm new password', 'N3w-Passwordd!');
      fireEvent.click(form().getByRole('button', { name: 'Save password' }));
      expect(await form().findByText('Please make sure you have re-entered your new password correctly')).toBeInTheDocument();
      fill('New password', 'weak');
      fill('Confirm new password', 'weak');
      fireEvent.click(form().getByRole('button', { name: 'Save password' }));
      expect(await form().findByText('Password must be at least 8 characters and include 1 symbol, 1 uppercase letter and 1 number')).toBeInTheDocument();
      expect(await db.outbox.count()).toBe(0);
    });

    it('shows a wrong current password, and says so on success', async () => {
      const db = await world('player');
      await db.profiles.put(row());
      const answers = [
        json(400, { error: { code: 'invalid_current_password', message: 'There has been a problem updating your password', fields: { currentPassword: 'Your current password is not correct' } } }),
        json(200, {}),
      ];
      const server = fakeApi((req) =>
        req.path === '/api/v1/auth/password' ? answers.shift()! : req.path === '/api/v1/auth/xsrf' ? json(200, { token: 'x1' }) : new TypeError('Failed to fetch'),
      );
      configureApi({ fetch: server.fetch, navigate: vi.fn() });
      await renderApp('/secure/profile');
      await screen.findByRole('form', { name: 'Change password' });
      fill('Current password', 'Wrong-0ld!');
      fill('New password', 'N3w-Password!');
      fill('Confirm new password', 'N3w-Password!');
      fireEvent.click(form().getByRole('button', { name: 'Save password' }));
      expect(await form().findByText('There has been a problem updating your password')).toBeInTheDocument();
      expect(form().getByText('Your current password is not correct')).toBeInTheDocument();
      fill('Current password', 'Touchline1!');
      fireEvent.click(form().getByRole('button', { name: 'Save password' }));
      expect(await form().findByText('Your password has been updated. Your other devices have been signed out.')).toBeInTheDocument();
      expect(server.seen.filter((r) => r.path === '/api/v1/auth/password').map((r) => r.method)).toEqual(['POST', 'POST']);
      expect(await db.outbox.count()).toBe(0);
    });

    it('says it needs a connection when offline, and cannot be sent', async () => {
      const db = await world('player');
      await db.profiles.put(row());
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      await renderApp('/secure/profile');
      await screen.findByRole('form', { name: 'Change password' });
      expect(form().getByText('You are offline. Changing your password needs a connection; nothing is saved on this device.')).toBeInTheDocument();
      expect(form().getByRole('button', { name: 'Save password' })).toBeDisabled();
      expect(await db.outbox.count()).toBe(0);
    });
  });
});
