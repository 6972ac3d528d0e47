// Issue 26 items 5-6: help and support (coach; parent and player), documentation and what's new
// are public pages whose text comes from the translated content (model/info-pages.ts through
// the catalogues), in every language, linked from sign-in and the More screen.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { infoPages } from '../../../src/features/info/model/info-pages';
import { i18n } from '../../../src/i18n/i18n';
import { LOCALES } from '../../../src/i18n/locales';
import { renderApp } from '../support/render-app';
import { useSignedOutOffline } from '../support/signed-out-offline';
import { world } from '../training/training-world';

vi.setConfig({ testTimeout: 20_000 });

useSignedOutOffline('info');

describe('information pages from content', () => {
  it.each([
    ['/documentation', 'documentation'],
    ['/releases', 'releases'],
  ] as const)('%s renders every section of its content, signed out and offline', async (path, page) => {
    await renderApp(path);
    const text = infoPages[page];
    expect(await screen.findByRole('heading', { level: 1, name: i18n._(text.title) })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(text.sections.map((s) => i18n._(s.heading)));
    for (const p of text.sections.flatMap((s) => s.paragraphs)) expect(screen.getByText(i18n._(p))).toBeInTheDocument();
  });

  it('documentation covers offline work, the sync screen, roles and installing on Android and iOS', async () => {
    await renderApp('/documentation');
    for (const h of ['Working without a signal', 'The Saving and sync screen', 'Roles and permissions', 'For coaches', 'For parents and guardians', 'For players', 'Installing on Android', 'Installing on iPhone and iPad']) {
      expect(await screen.findByRole('heading', { level: 2, name: h })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Saving and sync' })).toHaveAttribute('href', '/secure/sync');
  });

  it('help shows the parent and player variant signed out, the coach variant on its tab, with links into the app', async () => {
    await renderApp('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help for parents and players' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Practice' })).toHaveAttribute('href', '/secure/practice');
    fireEvent.click(screen.getByRole('link', { name: 'For coaches' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help for coaches' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Recording a live game' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Contact us' }).every((a) => a.getAttribute('href') === '/contact')).toBe(true);
  });

  it('help opens on the coach variant for a signed-in coach, and leads back into the app', async () => {
    await world('coach');
    await renderApp('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help for coaches' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the app' })).toHaveAttribute('href', '/secure/more');
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('every page has its own text in %s', async (locale) => {
    for (const [path, page] of [
      ['/documentation', 'documentation'],
      ['/releases', 'releases'],
      ['/help?for=coach', 'help-coach'],
      ['/help?for=family', 'help-family'],
    ] as const) {
      const { unmount } = await renderApp(path, locale);
      const text = infoPages[page];
      const title = i18n._(text.title);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      // Translated, not English shown in its place (en-US keeps some titles word for word).
      const english = [text.title, text.intro, ...text.sections.flatMap((s) => s.paragraphs)].map((d) => d.message);
      const shown = [text.title, text.intro, ...text.sections.flatMap((s) => s.paragraphs)].map((d) => i18n._(d));
      if (locale !== 'en-US') expect(shown.filter((s, i) => s === english[i] && !/^Version|^Documentation|^Message$/.test(s))).toEqual([]);
      unmount();
    }
  });

  it('French documentation reads in French', async () => {
    await renderApp('/documentation', 'fr');
    expect(await screen.findByRole('heading', { level: 2, name: 'Installer sur Android' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Travailler sans réseau' })).toBeInTheDocument();
  });

  it('sign-in and the More screen link every information page', async () => {
    const { unmount } = await renderApp('/');
    const footer = await screen.findByRole('navigation', { name: 'Information pages' });
    const hrefs = within(footer).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/help', '/documentation', '/releases', '/contact', '/terms', '/privacy', '/community-rules']);
    unmount();
    await world('parent');
    await renderApp('/secure/more');
    const section = await screen.findByRole('region', { name: 'Help and information' });
    expect(within(section).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(hrefs);
  });
});
