import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { activateLocale, i18n } from '../../../src/i18n/i18n';
import { ErrorBoundary } from '../../../src/ui/error-boundary';

afterEach(() => cleanup());

describe('error screen', () => {
  it('shows the spec heading and "Try again?" renders the children again', async () => {
    await activateLocale('en');
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('render failed');
      return <p>All good</p>;
    }
    const quiet = console.error;
    console.error = () => {};
    try {
      render(
        <I18nProvider i18n={i18n}>
          <ErrorBoundary>
            <Flaky />
          </ErrorBoundary>
        </I18nProvider>,
      );
      expect(screen.getByRole('heading', { name: 'Oops, there has been an error!' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/secure');
      broken = false;
      fireEvent.click(screen.getByRole('button', { name: 'Try again?' }));
      expect(screen.getByText('All good')).toBeInTheDocument();
      expect(screen.queryByText('Oops, there has been an error!')).not.toBeInTheDocument();
    } finally {
      console.error = quiet;
    }
  });
});
