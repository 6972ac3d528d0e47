// Renders the real route tree in memory with the English catalogue, for screen tests.
import { I18nProvider } from '@lingui/react';
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { getMember } from '../../../src/api/session-store';
import { activateLocale, i18n } from '../../../src/i18n/i18n';
import type { Locale } from '../../../src/i18n/locales';
import { routeTree } from '../../../src/routeTree.gen';

// Testing Library cleans up by itself only with vitest globals, which this project does not use.
afterEach(() => cleanup());

export async function renderApp(path: string, locale: Locale = 'en') {
  await activateLocale(locale);
  const router = createRouter({ routeTree, context: { session: { member: getMember } }, history: createMemoryHistory({ initialEntries: [path] }) });
  const utils = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  await act(() => router.load());
  return { ...utils, router };
}
