import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { LOCALE_STORAGE_KEY } from '../../../src/i18n/locales';
import { fakeServer } from '../api/fake-server';
import { renderApp } from '../support/render-app';

beforeEach(() => {
  localStorage.clear();
  configureApi({ fetch: fakeServer().fetch, navigate: vi.fn() });
});
afterEach(() => configureApi({}));

describe('languages', () => {
  it('shows the sign-in screen and its spec messages in Spanish', async () => {
    await renderApp('/', 'es');
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Iniciar sesión');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Introduce un correo electrónico y una contraseña válidos');
  });

  it('switches language from the switcher, remembers it and updates <html lang>', async () => {
    await renderApp('/');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr' } });
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Se connecter'));
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(screen.getByLabelText('Langue')).toHaveValue('fr');
  });

  it('uses US wording in en-US', async () => {
    await renderApp('/?as=coach', 'en-US');
    expect(screen.getByText('Run your teams, games and practices from the sideline.')).toBeInTheDocument();
  });
});
