// Issue 19 item 10: registration asked people to accept terms, a privacy policy and community
// rules that could not be read. Each is a public page with its text, linked from the terms
// checkbox so that it opens in a new tab (what was typed stays in the wizard).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveDraft } from '../../../src/features/registration/data/draft';
import { renderApp } from '../support/render-app';
import { useSignedOutOffline } from '../support/signed-out-offline';

vi.setConfig({ testTimeout: 20_000 });

useSignedOutOffline('legal');

describe('information pages', () => {
  it.each([
    ['/terms', 'Terms of use', 'Who can join'],
    ['/privacy', 'Privacy policy', 'Removing your information'],
    ['/community-rules', 'Community rules', 'Keep children safe'],
  ])('%s is readable signed out, with its sections and links to the other pages', async (path, title, section) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
    const nav = screen.getByRole('navigation');
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      ...['/help', '/documentation', '/releases', '/contact'],
      ...['/terms', '/privacy', '/community-rules'].filter((p) => p !== path),
      '/',
    ]);
  });

  it('the privacy policy says how to have information removed, in Spanish too', async () => {
    await renderApp('/privacy', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Eliminar tu información' })).toBeInTheDocument();
  });

  it('the registration terms step links each page, opening in a new tab', async () => {
    await saveDraft({ step: 'terms', inviteCode: 'ROVERS-U10', email: 'pat@x.co', countryCode: '+44', mobile: '07700900123' });
    await renderApp('/register');
    await screen.findByLabelText('I accept the terms of use');
    for (const [name, href] of [
      [/Terms of use/, '/terms'],
      [/Privacy policy/, '/privacy'],
      [/Community rules/, '/community-rules'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleName(expect.stringContaining('opens in a new tab'));
    }
    // Following a link leaves the wizard as it was: the box ticked stays ticked.
    fireEvent.click(screen.getByLabelText('I accept the terms of use'));
    expect(screen.getByLabelText('I accept the terms of use')).toBeChecked();
  });

  it('continuing without accepting marks the box, ties the message to it and moves focus to it (issue 19 item 6)', async () => {
    await saveDraft({ step: 'terms', inviteCode: 'ROVERS-U10', email: 'pat@x.co', countryCode: '+44', mobile: '07700900123' });
    await renderApp('/register');
    const box = await screen.findByLabelText('I accept the terms of use');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription('Please accept the terms of use to continue');
    await waitFor(() => expect(box).toHaveFocus());
  });
});

