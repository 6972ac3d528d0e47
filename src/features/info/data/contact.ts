// Sending the contact form (spec §3 Contact form; POST /api/v1/contact).
//
// Signed in, a message is a local write like every other (localWrite: an outbox entry, no
// read-model row): it is on disk at once, with or without a signal, and the outbox sends it
// exactly once when there is one (its id is the Idempotency-Key), each message on its own stream
// so a refused one holds back no other. The form follows the entry: waiting, sent, or refused.
//
// Signed out there is no member to queue for (the outbox belongs to a user), so the message is
// sent directly; a failure keeps everything typed for another try. A retry of the same message
// sends the same body under the same Idempotency-Key, so a message whose answer was lost is
// still stored and mailed once.
import { isApiError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { getProfile } from '../../../api/profile-store';
import { getMember } from '../../../api/session-store';
import { getDb } from '../../../db/database';
import { useLiveTable } from '../../../db/use-live';
import { uuidv7 } from '../../../db/uuidv7';
import { localWrite } from '../../../db/write';
import type { ContactValues } from '../model/contact-form';

export const CONTACT_PATH = '/api/v1/contact';

/** Name and email of the signed-in person, to start the form with. */
export function contactDefaults(): Partial<ContactValues> {
  const member = getMember();
  const user = member ? getProfile(member.id)?.user : undefined;
  if (!user) return {};
  return { fullName: `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim(), email: user.email ?? '' };
}

export type SentContact = { via: 'outbox'; id: string } | { via: 'direct' };

let lastDirect: { signature: string; key: string; body: Record<string, unknown> } | null = null;

/** Queues (signed in) or sends (signed out) the message; `elapsedMs`: how long the form was open. */
export async function sendContact(values: ContactValues, elapsedMs: number, language: string): Promise<SentContact> {
  const member = getMember();
  const body: Record<string, unknown> = {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    queryType: values.queryType,
    message: values.message.trim(),
    website: values.website,
    elapsedMs: Math.max(0, Math.round(elapsedMs)),
    clubId: member?.clubId ?? null,
    language,
  };
  if (member) {
    const entry = await localWrite([], {
      method: 'POST',
      path: CONTACT_PATH,
      body,
      stream: `contact:${uuidv7()}`,
      describe: { action: 'contact.send', subject: body.fullName as string },
    });
    return { via: 'outbox', id: entry.id };
  }
  const signature = JSON.stringify([body.fullName, body.email, body.queryType, body.message, body.website]);
  if (lastDirect?.signature !== signature) lastDirect = { signature, key: crypto.randomUUID(), body };
  await api().post('/contact', { body: lastDirect.body, headers: { 'Idempotency-Key': lastDirect.key } });
  lastDirect = null;
  return { via: 'direct' };
}

/** A failed send: refused by the server (its reason and fields), or the call failed (null). */
export function refusalOf(err: unknown): { message: string; fields: Record<string, string> } | null {
  return isApiError(err) && err.status !== null && err.status < 500 ? { message: err.message, fields: err.fields ?? {} } : null;
}

export type QueuedContact = { state: 'waiting' } | { state: 'sent' } | { state: 'refused'; message: string };

/** Where a queued message is: waiting in the outbox, sent (gone from it), or refused by the server. */
export function useQueuedContact(id: string | null): QueuedContact | undefined {
  return useLiveTable(
    'outbox',
    async (): Promise<QueuedContact | undefined> => {
      if (!id) return undefined;
      const entry = await getDb().outbox.where('id').equals(id).first();
      if (!entry) return { state: 'sent' };
      if (entry.state === 'rejected') return { state: 'refused', message: entry.lastError?.message ?? '' };
      return { state: 'waiting' };
    },
    [id],
  );
}
