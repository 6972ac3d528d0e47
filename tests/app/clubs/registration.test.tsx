import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { getMember } from '../../../src/api/session-store';
import { setSharedDb, TouchlineDb } from '../../../src/db/database';
import { RoleId } from '../../../src/domain/roles';
import { DRAFT_KEY, readDraft, saveDraft } from '../../../src/features/registration/data/draft';
import { inspectPhoto } from '../../../src/ui/image-check';
import { fakeApi, json, type Reply, type SeenRequest } from '../api/fake-server';
import { renderApp } from '../support/render-app';

// Screen walks take several seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 });

const USER = '00000000-0000-4000-8000-0000000000e1';
const CLUB = '00000000-0000-4000-8000-0000000000c1';
const GUID = '00000000-0000-4000-8000-0000000000aa';
const TEAM = '00000000-0000-4000-8000-0000000000a1';
let db: TouchlineDb;

const sessionAnswer = (role: 'parent' | 'player') => ({
  user: { id: USER, email: 'pat@x.co', firstName: 'Pat', lastName: 'Doe', isSuperAdmin: false, termsAccepted: true, mustChangePassword: false },
  member: { id: USER, accessToken: 'tok', roleId: role === 'parent' ? RoleId.parent : RoleId.player, selectedChildId: null, clubId: CLUB, clubs: [{ clubId: CLUB, colour: null }] },
  memberships: [{ clubId: CLUB, clubName: 'Rovers', colour: null, teamId: TEAM, teamName: 'U10', role, roleId: role === 'parent' ? RoleId.parent : RoleId.player }],
  children: [],
});

function world(route: (req: SeenRequest) => Reply | undefined = () => undefined) {
  const api = fakeApi((req) => route(req) ?? json(404, { error: { code: 'not_found', message: 'Not found' } }));
  vi.stubGlobal('fetch', api.fetch);
  configureApi({ fetch: api.fetch, navigate: vi.fn() });
  return api;
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=x; path=/';
  db = new TouchlineDb(`registration-${Math.random().toString(36).slice(2)}`);
  setSharedDb(db);
});
afterEach(() => {
  configureApi({});
  vi.unstubAllGlobals();
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 4000 });
/** The step heading appears and receives focus. */
const focused = async (name: string) => {
  const h = await heading(name);
  await waitFor(() => expect(h).toHaveFocus());
};
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const next = (name = 'Continue') => fireEvent.click(screen.getByRole('button', { name }));

describe('registration wizard, steps 1 to 3 (on the device)', () => {
  it('shows the spec messages on step 1 and keeps going once the answers are valid', async () => {
    const api = world((req) =>
      req.path === '/api/v1/open/invite'
        ? new URL(req.url, 'http://x').searchParams.get('code') === 'ROVERS-U10'
          ? json(200, { invite: { guid: GUID, code: 'ROVERS-U10', role: 'parent', clubId: CLUB, clubName: 'Rovers', teamId: TEAM, teamName: 'U10', forChild: false } })
          : json(404, { error: { code: 'invalid_invite', message: 'Please enter a valid invite code' } })
        : undefined,
    );
    await renderApp('/register');
    await focused('Your invite');
    expect(screen.getByText('Step 1 of 9')).toBeInTheDocument();
    next();
    expect(await screen.findByText('Please enter a valid invite code')).toBeInTheDocument();
    fill('Invite code', 'rovers-u10');
    fill('Email', 'not-an-email');
    fill('Country code', 'x');
    fill('Mobile number', '12');
    next();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter a valid country code and mobile number').length).toBeGreaterThan(0);
    fill('Email', 'Pat@X.co');
    fill('Country code', '44');
    fill('Mobile number', '07700 900123');
    // A code the server does not know is refused on the field.
    fill('Invite code', 'nope-123');
    next();
    await waitFor(() => expect(screen.getByLabelText('Invite code')).toHaveAccessibleDescription('Please enter a valid invite code'));
    expect(screen.getByLabelText('Invite code')).toHaveFocus();
    fill('Invite code', 'rovers-u10');
    next();
    await focused('Terms of use');
    expect(await readDraft()).toMatchObject({ step: 'terms', inviteCode: 'ROVERS-U10', email: 'pat@x.co', countryCode: '+44', mobile: '07700900123', guid: GUID, clubId: CLUB, teamId: TEAM, role: 'parent' });
    expect(api.seen.filter((r) => r.path === '/api/v1/open/invite').map((r) => new URL(r.url, 'http://x').searchParams.get('code'))).toEqual(['NOPE-123', 'ROVERS-U10']);
  });

  it('needs the terms accepted and names filled in; a reload resumes at the same step with the answers', async () => {
    world();
    await saveDraft({ step: 'terms', inviteCode: 'ROVERS-U10', email: 'pat@x.co', countryCode: '+44', mobile: '07700900123' });
    await renderApp('/register');
    await focused('Terms of use');
    next();
    expect(await screen.findByText('Please accept the terms of use to continue')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('I accept the terms of use'));
    next();
    await focused('About you');
    next();
    expect((await screen.findAllByText('Please ensure all fields are complete')).length).toBe(2);
    fill('First name', 'Pat');
    fill('Last name', 'Doe');
    next();
    expect(await heading('Choose a password')).toBeInTheDocument();

    // A reload: the page is gone, the draft in the local store is not.
    cleanup();
    await renderApp('/register');
    await focused('Choose a password');
    expect(screen.getByText('Step 4 of 9')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('About you')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Pat');
    expect((await db.meta.get(DRAFT_KEY))?.value).toMatchObject({ firstName: 'Pat', lastName: 'Doe', termsAccepted: true });
  });
});

describe('registration wizard, opened from an invite', () => {
  it('an invite link fills in the code and email; the club is named', async () => {
    world((req) =>
      req.path === '/api/v1/auth/password'
        ? json(200, { status: 'none', email: 'pat@x.co', invite: { code: 'ABCD2345', clubId: CLUB, clubName: 'Rovers', teamId: TEAM, teamName: 'U10', role: 'parent', roleId: RoleId.parent } })
        : undefined,
    );
    await renderApp(`/register?invite=${GUID}`);
    await waitFor(() => expect(screen.getByLabelText('Invite code')).toHaveValue('ABCD2345'));
    expect(screen.getByLabelText('Email')).toHaveValue('pat@x.co');
    expect(screen.getByText('You have been invited to Rovers.')).toBeInTheDocument();
    expect(await readDraft()).toMatchObject({ guid: GUID, inviteCode: 'ABCD2345' });
  });

  it('offline, step 1 carries on: the code is checked again when the account is made', async () => {
    world(() => new TypeError('Failed to fetch'));
    await renderApp('/register');
    await heading('Your invite');
    fill('Invite code', 'ROVERS-U10');
    fill('Email', 'pat@x.co');
    fill('Mobile number', '07700900123');
    next();
    expect(await heading('Terms of use')).toBeInTheDocument();
  });
});

describe('registration wizard, step 4 (the account)', () => {
  beforeEach(async () => {
    await saveDraft({ step: 'password', inviteCode: 'ROVERS-U10', email: 'pat@x.co', countryCode: '+44', mobile: '07700900123', termsAccepted: true, firstName: 'Pat', lastName: 'Doe' });
  });

  it('applies the strength rule and the match rule before anything is sent', async () => {
    const api = world();
    await renderApp('/register');
    await heading('Choose a password');
    fill('Password', 'weakpass');
    fill('Confirm password', 'weakpass');
    next('Create account');
    expect(await screen.findByText('Password must be at least 8 characters and include 1 symbol, 1 uppercase letter and 1 number')).toBeInTheDocument();
    fill('Password', 'Str0ng!pass');
    fill('Confirm password', 'Str0ng!pasz');
    next('Create account');
    expect(await screen.findByText('Please ensure passwords match')).toBeInTheDocument();
    expect(api.seen.filter((r) => r.path === '/api/v1/auth')).toHaveLength(0);
  });

  it('creates the account with every answer, signs in, and never keeps the password', async () => {
    const api = world((req) => (req.method === 'POST' && req.path === '/api/v1/auth' ? json(201, sessionAnswer('parent')) : undefined));
    await renderApp('/register');
    await heading('Choose a password');
    fill('Password', 'Str0ng!pass');
    fill('Confirm password', 'Str0ng!pass');
    next('Create account');
    await focused('Notifications');
    expect(api.seen.find((r) => r.path === '/api/v1/auth')!.body).toMatchObject({
      inviteCode: 'ROVERS-U10', email: 'pat@x.co', countryCode: '+44', mobile: '07700900123', firstName: 'Pat', lastName: 'Doe', termsAccepted: true, password: 'Str0ng!pass', confirmPassword: 'Str0ng!pass',
    });
    expect(getMember()?.id).toBe(USER);
    const stored = JSON.stringify((await db.meta.get(DRAFT_KEY))?.value);
    expect(stored).not.toContain('Str0ng');
    expect(await readDraft()).toMatchObject({ userId: USER, role: 'parent', clubName: 'Rovers', clubId: CLUB, teamId: TEAM });
  });

  it('a refused invite code sends the wizard back to step 1 with the spec message', async () => {
    world((req) => (req.path === '/api/v1/auth' ? json(400, { error: { code: 'invalid_invite', message: 'Please enter a valid invite code' } }) : undefined));
    await renderApp('/register');
    await heading('Choose a password');
    fill('Password', 'Str0ng!pass');
    fill('Confirm password', 'Str0ng!pass');
    next('Create account');
    await focused('Your invite');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid invite code');
  });

  it('offline, says so and keeps the answers', async () => {
    world(() => new TypeError('Failed to fetch'));
    await renderApp('/register');
    await heading('Choose a password');
    fill('Password', 'Str0ng!pass');
    fill('Confirm password', 'Str0ng!pass');
    next('Create account');
    expect(await screen.findByText(/You appear to be offline/)).toBeInTheDocument();
    expect(await readDraft()).toMatchObject({ step: 'password', firstName: 'Pat' });
  });
});

describe('registration wizard, steps 5 to 9 (queued through the outbox)', () => {
  const signedIn = async (patch: Parameters<typeof saveDraft>[0]) => {
    localStorage.setItem('touchlinemember', JSON.stringify(sessionAnswer('parent').member));
    await saveDraft({ inviteCode: 'ROVERS-U10', email: 'pat@x.co', firstName: 'Pat', lastName: 'Doe', userId: USER, role: 'parent', clubName: 'Rovers', clubId: CLUB, teamId: TEAM, ...patch });
  };
  // The write helper adds the member's id to every queued body (spec §7); it is checked once, then left out.
  const queued = async () =>
    (await db.outbox.orderBy('seq').toArray()).map((e) => {
      const { userId: bodyUser, ...body } = e.body as Record<string, unknown>;
      expect(bodyUser).toBe(USER);
      return { path: e.path, stream: e.stream, userId: e.userId, body };
    });
  const path = (role = 'parent') => `/api/v1/onboarding/${USER}/${role}`;

  it('queues the notification choices, even offline, and moves on', async () => {
    world(() => new TypeError('Failed to fetch'));
    await signedIn({ step: 'notifications' });
    await renderApp('/register');
    await heading('Notifications');
    fireEvent.click(screen.getByLabelText('News and offers from Touchline'));
    next('Save and continue');
    await focused('Your photo');
    expect(await queued()).toEqual([
      { path: path(), stream: `onboarding:${USER}`, userId: USER, body: { step: 'notifications', preferences: { preTraining: true, preFixture: true, player: true, coach: true, marketing: true } } },
    ]);
  });

  it('picks exactly five words and queues them', async () => {
    world();
    await signedIn({ step: 'words' });
    await renderApp('/register');
    await heading('Five words that describe you');
    for (const w of ['brave', 'calm', 'kind']) fireEvent.click(screen.getByLabelText(w));
    next();
    expect(await screen.findByText('Please choose five describing words')).toBeInTheDocument();
    expect(screen.getByText('3 of 5 chosen')).toBeInTheDocument();
    expect(await queued()).toEqual([]);
    for (const w of ['loyal', 'quick']) fireEvent.click(screen.getByLabelText(w));
    expect(screen.getByLabelText('funny')).toBeDisabled();
    next();
    await focused('Add your child');
    expect((await queued()).map((e) => e.body)).toEqual([{ step: 'words', words: ['brave', 'calm', 'kind', 'loyal', 'quick'] }]);
  });

  it('a parent adds a child and another in the invite\'s club and team, then sees the thank-you page', async () => {
    world();
    await signedIn({ step: 'child' });
    await renderApp('/register');
    await heading('Add your child');
    fill("Child's first name", '');
    next('Add child');
    expect(await screen.findByText('Please ensure all fields are complete')).toBeInTheDocument();
    fill("Child's first name", 'Max');
    fill('Date of birth', '2015-04-01');
    next('Add child');
    await focused('Add another child');
    expect(screen.getByText('Max Doe')).toBeInTheDocument();
    fill("Child's first name", 'Mia');
    next('Add another child');
    await waitFor(async () => expect((await readDraft()).children.map((c) => c.firstName)).toEqual(['Max', 'Mia']));
    next('Finish');
    await focused('Thank you');
    expect(screen.getByText('Thank you for registering, Pat. Welcome to Rovers!')).toBeInTheDocument();
    expect((await queued()).map((e) => e.body)).toEqual([
      { step: 'child', clubId: CLUB, teamId: TEAM, child: { firstName: 'Max', lastName: 'Doe', dateOfBirth: '2015-04-01' } },
      { step: 'child', clubId: CLUB, teamId: TEAM, child: { firstName: 'Mia', lastName: 'Doe', dateOfBirth: null } },
      { step: 'done' },
    ]);
  });

  it('a player goes from the words straight to the thank-you page', async () => {
    world();
    await signedIn({ step: 'words', role: 'player' });
    await renderApp('/register');
    await heading('Five words that describe you');
    for (const w of ['brave', 'calm', 'kind', 'loyal', 'quick']) fireEvent.click(screen.getByLabelText(w));
    next();
    expect(await heading('Thank you')).toBeInTheDocument();
    expect((await queued()).map((e) => [e.path, e.body.step])).toEqual([
      [path('player'), 'words'],
      [path('player'), 'done'],
    ]);
  });
});

describe('registration wizard, a draft of another account', () => {
  it('starts over when the account that made the draft is not signed in here', async () => {
    world();
    await saveDraft({ step: 'words', userId: USER, role: 'parent', firstName: 'Pat' });
    await renderApp('/register');
    expect(await heading('Your invite')).toBeInTheDocument();
    expect(await readDraft()).toMatchObject({ step: 'invite', userId: null, firstName: '' });
  });
});

describe('photo check on the device', () => {
  const png = (w: number, h: number) => {
    const b = new Uint8Array(33);
    b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(b.buffer).setUint32(16, w);
    new DataView(b.buffer).setUint32(20, h);
    return b;
  };
  const jpeg = (w: number, h: number) => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, h >> 8, h & 255, w >> 8, w & 255, 3, 0, 0, 0, 0]);

  it('accepts png and jpg of at least 400 × 400 (the profile picture, spec §5), by their bytes', () => {
    expect(inspectPhoto(png(400, 400))).toEqual({ type: 'image/png', width: 400, height: 400 });
    expect(inspectPhoto(jpeg(640, 480))).toEqual({ type: 'image/jpeg', width: 640, height: 480 });
  });
  it('refuses smaller images and anything else', () => {
    expect(inspectPhoto(png(399, 400))).toBe('size');
    expect(inspectPhoto(jpeg(400, 399))).toBe('size');
    expect(inspectPhoto(png(200, 200))).toBe('size');
    expect(inspectPhoto(new TextEncoder().encode('GIF89a not a photo at all......'))).toBe('type');
    expect(inspectPhoto(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe('type');
  });

  it('the photo step names the problem and keeps a good photo', async () => {
    world();
    localStorage.setItem('touchlinemember', JSON.stringify(sessionAnswer('parent').member));
    await saveDraft({ step: 'photo', userId: USER, role: 'parent', clubId: CLUB });
    globalThis.URL.createObjectURL ??= () => 'blob:x';
    globalThis.URL.revokeObjectURL ??= () => undefined;
    await renderApp('/register');
    await heading('Your photo');
    const input = screen.getByLabelText('Choose a photo');
    fireEvent.change(input, { target: { files: [new File([png(399, 399)], 'small.png', { type: 'image/png' })] } });
    expect(await screen.findByText('The photo must be at least 400 × 400 pixels')).toBeInTheDocument();
    expect(screen.getByText('A png or jpg image, at least 400 × 400 pixels.')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['hello'], 'photo.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Please choose a png or jpg image')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File([png(400, 400)], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByAltText('Your photo')).toBeInTheDocument();
    next();
    expect(await heading('Five words that describe you')).toBeInTheDocument();
    expect((await readDraft()).photo).toMatchObject({ type: 'image/png', width: 400, height: 400 });
    const [entry] = await db.outbox.toArray();
    expect(entry!.body).toMatchObject({ step: 'photo' });
    expect(Uint8Array.from(atob((entry!.body as { image: string }).image), (c) => c.charCodeAt(0))).toEqual(png(400, 400));
  });
});
