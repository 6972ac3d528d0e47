import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { getMember } from '../../../src/api/session-store';
import { RoleId } from '../../../src/domain/roles';
import type { SessionAnswer } from '../../../src/domain/auth/types';
import { clearCookies, fakeServer, json } from '../api/fake-server';
import { renderApp } from '../support/render-app';

const answer = (mustChangePassword = false): SessionAnswer => ({
  user: { id: 'u-1', email: 'coach@club.test', firstName: 'Sam', lastName: 'Kerr', isSuperAdmin: false, termsAccepted: true, mustChangePassword },
  member: { id: 'u-1', accessToken: 'tok', roleId: RoleId.coach, selectedChildId: null, clubId: 'c-1', clubs: [{ clubId: 'c-1', colour: '#aa0000' }] },
  memberships: [{ clubId: 'c-1', clubName: 'Rovers', colour: '#aa0000', teamId: 't-1', teamName: 'U12', role: 'coach', roleId: RoleId.coach }],
  children: [],
});

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  clearCookies();
  document.cookie = 'XSRF-TOKEN=a.b; path=/';
});
afterEach(() => configureApi({}));

describe('sign-in screen', () => {
  it('shows the spec message for invalid input, marks and focuses the field, and sends nothing', async () => {
    const server = fakeServer();
    configureApi({ fetch: server.fetch, navigate: vi.fn() });
    await renderApp('/');
    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please enter a valid email and password');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toContain(alert.id);
    expect(email).toHaveFocus();
    expect(server.seen).toHaveLength(0);
  });

  it('keeps what was typed when the server refuses, and shows its message', async () => {
    const server = fakeServer(json(401, { error: { code: 'invalid_credentials', message: 'Please enter a valid email and password' } }));
    configureApi({ fetch: server.fetch, navigate: vi.fn() });
    await renderApp('/');
    type('Email', 'coach@club.test');
    type('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email and password');
    expect(screen.getByLabelText('Email')).toHaveValue('coach@club.test');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(server.seen[0]!.body).toEqual({ email: 'coach@club.test', password: 'wrong-password' });
    expect(getMember()).toBeNull();
  });

  it('shows the log-in failure message when the network fails, keeping the input', async () => {
    const server = fakeServer(new TypeError('Failed to fetch'));
    configureApi({ fetch: server.fetch, navigate: vi.fn() });
    await renderApp('/');
    type('Email', 'coach@club.test');
    type('Password', 'Secret1!');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You appear to be offline. Please check your connection and try again.');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret1!');
  });

  it('shows "An error has occurred whilst trying to log you in" for a server failure', async () => {
    const server = fakeServer(json(500, { error: { code: 'internal', message: 'Oops, there has been an error!' } }));
    configureApi({ fetch: server.fetch, navigate: vi.fn() });
    await renderApp('/');
    type('Email', 'coach@club.test');
    type('Password', 'Secret1!');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error has occurred whilst trying to log you in');
    expect(screen.getByLabelText('Email')).toHaveValue('coach@club.test');
  });

  it('stores the member and opens the dashboard on success', async () => {
    const server = fakeServer(json(200, answer()), json(200, { fixtures: [] }), json(200, { sessions: [] }));
    configureApi({ fetch: server.fetch, navigate: vi.fn() });
    const { router } = await renderApp('/?as=coach');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Coach sign in');
    type('Email', 'coach@club.test');
    type('Password', 'Secret1!');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/secure'));
    expect(getMember()?.accessToken).toBe('tok');
    // The dashboard reads the local store (pulls fill it; none ran here), so its cards are shown.
    expect(await screen.findByText('Next fixture')).toBeInTheDocument();
    expect(screen.getByText('Next training')).toBeInTheDocument();
  });

  it('sends someone with a temporary password to create a new one', async () => {
    const server = fakeServer(json(200, answer(true)));
    configureApi({ fetch: server.fetch, navigate: vi.fn() });
    const { router } = await renderApp('/');
    type('Email', 'coach@club.test');
    type('Password', 'Temp-1234');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-password'));
    expect(await screen.findByRole('heading', { name: 'Create a new password' })).toBeInTheDocument();
  });
});

describe('password screens', () => {
  it('forgot password shows the spec message for a bad address', async () => {
    configureApi({ fetch: fakeServer().fetch, navigate: vi.fn() });
    await renderApp('/forgot-password');
    type('Email', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('reset shows "Passwords do not match" and keeps the input on a server failure', async () => {
    const server = fakeServer(json(400, { error: { code: 'invalid_code', message: 'Please enter a valid verification code' } }));
    configureApi({ fetch: server.fetch, navigate: vi.fn() });
    await renderApp('/reset-password?email=a%40b.co');
    expect(screen.getByLabelText('Email')).toHaveValue('a@b.co');
    type('Verification code', '123456');
    type('New password', 'Abcdef1!');
    type('Confirm new password', 'Abcdef1?');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveFocus();
    type('Confirm new password', 'Abcdef1!');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid verification code');
    expect(screen.getByLabelText('Verification code')).toHaveValue('123456');
  });

  it('create new password shows the spec messages', async () => {
    localStorage.setItem('touchlinemember', JSON.stringify(answer(true).member));
    configureApi({ fetch: fakeServer().fetch, navigate: vi.fn() });
    await renderApp('/new-password');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findAllByText('Please ensure all fields are complete')).not.toHaveLength(0);
    expect(screen.getByText('Please confirm your new password correctly')).toBeInTheDocument();
  });
});
