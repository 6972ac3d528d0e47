// Issue 26 item 5: the contact form. Every field required with the shared messages (nothing is
// sent or queued until it passes, and what was typed stays); signed in with no signal the
// message is one outbox entry, the form says it is queued, then sent once the entry is gone, or
// refused with the spec's message; signed out it is sent at once with an Idempotency-Key kept
// across retries, and a failed call shows the spec's message and keeps the text.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { getDb, setSharedDb, TouchlineDb } from '../../../src/db/database';
import { clearCookies, fakeApi, json, type SeenRequest } from '../api/fake-server';
import { renderApp } from '../support/render-app';
import { world } from '../training/training-world';

vi.setConfig({ testTimeout: 20_000 });

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

function fillAll() {
  fill('Full name', 'Rosa Reyes');
  fill('Email', 'rosa@example.test');
  fill('Query type', 'feature_request');
  fill('Message', 'Please add a kit colour picker.');
}

beforeEach(() => {
  localStorage.clear();
  clearCookies();
  document.cookie = 'XSRF-TOKEN=a.b; path=/';
  setSharedDb(new TouchlineDb(`contact-${Math.random().toString(36).slice(2)}`));
});
afterEach(() => {
  configureApi({});
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('contact form', () => {
  it('marks every empty field with its message, says all fields are required, focuses the first, sends nothing', async () => {
    const server = fakeApi(() => json(201, { contact: { id: 'x' } }));
    configureApi({ fetch: server.fetch, navigate: vi.fn() });
    await renderApp('/contact');
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please ensure all fields are complete');
    expect(screen.getByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please choose a query type')).toBeInTheDocument();
    expect(screen.getByText('Please enter your message')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');

    fillAll();
    fill('Email', 'not-an-email');
    fill('Message', 'x'.repeat(5001));
    send();
    expect(await screen.findByText('Please keep this to 5000 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Please ensure all fields are complete')).toBeNull();
    expect(screen.getByLabelText('Full name')).toHaveValue('Rosa Reyes');
    expect(server.seen.filter((r) => r.path.endsWith('/contact'))).toHaveLength(0);
  });

  it('signed in with no signal: one outbox entry, the form says it is queued, then sent once it has gone', async () => {
    const db = await world('parent');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderApp('/contact');
    // Started with the signed-in person's name and email.
    expect(await screen.findByLabelText('Full name')).toHaveValue('Sam Lee');
    expect(screen.getByLabelText('Email')).toHaveValue('x@y.co');
    fill('Query type', 'general_question');
    fill('Message', 'When does the season start?');
    send();
    expect(await screen.findByText('Your message is queued on this device and will be sent once, when there is a signal.')).toBeInTheDocument();
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ method: 'POST', path: '/api/v1/contact', describe: { action: 'contact.send' } });
    expect(queued[0]!.body).toMatchObject({ fullName: 'Sam Lee', email: 'x@y.co', queryType: 'general_question', message: 'When does the season start?', website: '', clubId: '00000000-0000-4000-8000-0000000000c1', language: 'en' });
    expect(typeof queued[0]!.body.elapsedMs).toBe('number');
    // The engine removes an entry the server took: the form follows.
    await db.outbox.clear();
    expect(await screen.findByText('Thank you: your message has been sent. We will answer by email.')).toBeInTheDocument();
  });

  it("signed in: a refused message shows the spec's message and the server's reason", async () => {
    const db = await world('coach');
    await renderApp('/contact');
    await screen.findByLabelText('Full name');
    fill('Query type', 'website_issue');
    fill('Message', 'The page is blank.');
    send();
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const entry = (await db.outbox.toArray())[0]!;
    await getDb().outbox.update(entry.seq!, { state: 'rejected', lastError: { class: 'client', status: 400, code: 'too_fast', message: 'Please take a moment to check your message, then send it again', at: Date.now() } } as never);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There has been an error submitting the contact form');
    expect(alert).toHaveTextContent('Please take a moment to check your message, then send it again');
  });

  it('signed out: sent at once with an Idempotency-Key; a failed call keeps the text and a retry reuses the key', async () => {
    const contacts: SeenRequest[] = [];
    let fail = true;
    const server = fakeApi((req) => {
      if (!req.path.endsWith('/contact')) return json(200, {});
      contacts.push(req);
      if (fail) return new TypeError('Failed to fetch');
      return json(201, { contact: { id: 'c-1' } });
    });
    configureApi({ fetch: server.fetch, navigate: vi.fn() });
    await renderApp('/contact');
    await screen.findByLabelText('Full name');
    fillAll();
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('There has been a problem posting the contact form');
    expect(screen.getByLabelText('Message')).toHaveValue('Please add a kit colour picker.');
    fail = false;
    send();
    expect(await screen.findByText('Thank you: your message has been sent. We will answer by email.')).toBeInTheDocument();
    expect(contacts).toHaveLength(2);
    const key = contacts[0]!.headers.get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(contacts[1]!.headers.get('idempotency-key')).toBe(key);
    expect(contacts[1]!.body).toEqual(contacts[0]!.body);
    expect(contacts[0]!.body).toMatchObject({ fullName: 'Rosa Reyes', queryType: 'feature_request', website: '' });
  });

  it("signed out: the server's refusal shows the spec's message with its reason, in French too", async () => {
    const server = fakeApi((req) =>
      req.path.endsWith('/contact') ? json(429, { error: { code: 'too_many_messages', message: 'Too many messages have been sent. Please wait a minute and try again' } }) : json(200, {}),
    );
    configureApi({ fetch: server.fetch, navigate: vi.fn() });
    await renderApp('/contact', 'fr');
    await screen.findByLabelText('Nom complet');
    fill('Nom complet', 'Rosa Reyes');
    fill('E-mail', 'rosa@example.test');
    fill('Type de demande', 'website_issue');
    fill('Message', 'Bonjour');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Une erreur est survenue lors de la soumission du formulaire de contact');
    expect(alert).toHaveTextContent('Trop de messages ont été envoyés. Veuillez patienter une minute et réessayer');
  });
});
