// The notification list (issue 23 item 5), offline from the local store: each notification's
// text written on the device from its kind and params (English and Spanish), the unread count
// in the header, opening one marks it read as one queued call and goes to its fixture, and
// delete asks first, then queues one DELETE. The pull keeps a read made offline until it is sent.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotificationRow } from '../../../src/db/schema';
import { NotificationBell } from '../../../src/features/notifications/components/notification-bell';
import { markRead } from '../../../src/features/notifications/data/notifications';
import { pullNotifications } from '../../../src/sync/pull';
import { fillShellSlot } from '../../../src/ui/shell-slots';
import { renderApp } from '../support/render-app';
import { CLUB, PLAYER, TEAM, world } from '../training/training-world';

const FIXTURE_ID = '00000000-0000-4000-8000-0000000000f9';
const SESSION_ID = '00000000-0000-4000-8000-000000000051';

const rows = (): NotificationRow[] => [
  {
    id: '00000000-0000-4000-8000-0000000000a1',
    userId: PLAYER,
    clubId: CLUB,
    teamId: TEAM,
    kind: 'fixture_created',
    params: { sessionId: FIXTURE_ID, sessionKind: 'fixture', teamName: 'U14', startsAt: '2030-05-04T10:00:00.000Z', opponent: 'Cedar Town' },
    readAt: null,
    createdAt: '2030-05-01T09:00:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-0000000000a2',
    userId: PLAYER,
    clubId: CLUB,
    teamId: TEAM,
    kind: 'training_cancelled',
    params: { sessionId: SESSION_ID, sessionKind: 'training', teamName: 'U14', startsAt: '2030-05-02T17:00:00.000Z' },
    readAt: '2030-04-30T10:00:00.000Z',
    createdAt: '2030-04-30T09:00:00.000Z',
  },
  // Someone else's on this device (a shared tablet): never listed or counted.
  {
    id: '00000000-0000-4000-8000-0000000000a3',
    userId: '00000000-0000-4000-8000-0000000000ff',
    clubId: CLUB,
    teamId: TEAM,
    kind: 'squad_picked',
    params: { sessionId: FIXTURE_ID, sessionKind: 'fixture', teamName: 'U14', startsAt: '2030-05-04T10:00:00.000Z', opponent: 'Cedar Town' },
    readAt: null,
    createdAt: '2030-05-01T10:00:00.000Z',
  },
];

async function open(locale: 'en' | 'es' = 'en') {
  const db = await world('player');
  await db.notifications.bulkPut(rows());
  const app = await renderApp('/secure/notifications', locale);
  return { db, ...app };
}

beforeAll(() => {
  fillShellSlot('notifications', NotificationBell);
});
afterEach(() => vi.unstubAllGlobals());

describe('notifications screen', { timeout: 20_000 }, () => {
  it('lists the member’s notifications offline, newest first, with the unread count in the header', async () => {
    await open();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/Unread:\s*New game: U14 against Cedar Town/);
    expect(items[1]).toHaveTextContent(/Training session cancelled for U14/);
    expect(items[1]).not.toHaveTextContent('Unread:');
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toHaveTextContent('1');
  });

  it('writes the text in Spanish from the same kind and params', async () => {
    await open('es');
    const list = await screen.findByRole('list', { name: 'Notificaciones' });
    expect(within(list).getByText(/Nuevo partido: U14 contra Cedar Town/)).toBeInTheDocument();
    expect(within(list).getByText(/Entrenamiento cancelado para U14/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notificaciones, 1 sin leer' })).toBeInTheDocument();
  });

  it('opening one offline marks it read as one queued call and goes to its fixture', async () => {
    const { db, router } = await open();
    fireEvent.click(await screen.findByRole('button', { name: /^Unread:\s*New game: U14 against Cedar Town/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/secure/fixtures/${FIXTURE_ID}`));
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ method: 'PUT', path: `/api/v1/user-notification/${rows()[0]!.id}`, body: { read: true } });
    expect((await db.notifications.get(rows()[0]!.id))?.readAt).not.toBeNull();
    expect(await screen.findByRole('link', { name: 'Notifications' })).not.toHaveTextContent('1');
  });

  it('delete asks first; keeping it changes nothing, confirming removes it and queues one DELETE', async () => {
    const { db } = await open();
    const del = await screen.findByRole('button', { name: /Delete notification: Training session cancelled/ });
    fireEvent.click(del);
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(await db.notifications.count()).toBe(3);
    fireEvent.click(del);
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await db.notifications.get(rows()[1]!.id)).toBeUndefined());
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect((await db.outbox.toArray()).map((e) => [e.method, e.path])).toEqual([['DELETE', `/api/v1/user-notification/${rows()[1]!.id}`]]);
  });
});

describe('notifications pull', () => {
  it('brings the member’s newest notifications, drops those gone from the server, keeps one read offline until it is sent', async () => {
    const db = await world('player');
    const [a, b] = rows();
    await db.notifications.bulkPut([a!, b!, rows()[2]!]);
    await markRead(a!);
    const paths: string[] = [];
    const get = async <T,>(path: string): Promise<T> => {
      paths.push(path);
      // The server still has a (unread: the mark is queued) and a new one; b was deleted elsewhere.
      const fresh = { ...a!, id: '00000000-0000-4000-8000-0000000000a4', createdAt: '2030-05-02T09:00:00.000Z' };
      return { notifications: [{ ...a!, userId: undefined }, { ...fresh, userId: undefined }], unread: 2 } as T;
    };
    await pullNotifications(db, get, PLAYER);
    expect(paths).toEqual(['/user-notification?limit=100']);
    const mine = await db.notifications.where('userId').equals(PLAYER).toArray();
    expect(mine.map((n) => n.id).sort()).toEqual([a!.id, '00000000-0000-4000-8000-0000000000a4']);
    expect(mine.find((n) => n.id === a!.id)?.readAt).not.toBeNull();
    // Another member's rows on this device are not this pull's to remove.
    expect(await db.notifications.get(rows()[2]!.id)).toBeDefined();
  });
});
