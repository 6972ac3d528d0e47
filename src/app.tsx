import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from './i18n/i18n';
import { ErrorBoundary } from './ui/error-boundary';
import { router } from './router';

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <ErrorBoundary>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </I18nProvider>
  );
}
