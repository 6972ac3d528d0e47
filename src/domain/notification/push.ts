// Web Push subscriptions (issue 23 item 5): what a browser's PushSubscription.toJSON() sends to
// POST /api/v1/user-notification/push, checked the same way on the device and on the server.
// The endpoint is where the server will POST, so only https, no user:password part, bounded
// length; the keys are the browser's P-256 public key (65 bytes, uncompressed: starts with 0x04,
// "B" in base64url) and its 16-byte auth secret, in unpadded base64url as browsers give them.
import * as v from 'valibot';
import type { NotificationKind } from './kinds';

export const PUSH_ENDPOINT_MAX = 2048;
/** A member's browsers kept at most; a newer one pushes the longest unseen out. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

export const pushMessages = {
  endpoint: 'The push endpoint must be an https address',
  keys: 'The push subscription keys are not valid',
  failed: 'There has been an error setting up notifications on this device',
} as const;

const base64url = /^[A-Za-z0-9_-]+$/;

function isHttpsEndpoint(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === 'https:' && u.username === '' && u.password === '' && u.hostname !== '';
  } catch {
    return false;
  }
}

const endpoint = v.pipe(v.string(pushMessages.endpoint), v.trim(), v.maxLength(PUSH_ENDPOINT_MAX, pushMessages.endpoint), v.check(isHttpsEndpoint, pushMessages.endpoint));

export const pushSubscribeSchema = v.object({
  endpoint,
  // Browsers send it; the server does not keep it (a 404/410 tells when a subscription ended).
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.object(
    {
      // 65 bytes of base64url without padding: 87 characters, the first byte 0x04.
      p256dh: v.pipe(v.string(pushMessages.keys), v.length(87, pushMessages.keys), v.regex(base64url, pushMessages.keys), v.startsWith('B', pushMessages.keys)),
      // 16 bytes: 22 characters.
      auth: v.pipe(v.string(pushMessages.keys), v.length(22, pushMessages.keys), v.regex(base64url, pushMessages.keys)),
    },
    pushMessages.keys,
  ),
});
export type PushSubscribeInput = v.InferOutput<typeof pushSubscribeSchema>;

export const pushUnsubscribeSchema = v.object({ endpoint });

/** What a push carries: enough to show it and open it, nothing more than the in-app row shows. */
export interface PushPayload {
  /** The notification's id: the notification's tag, so a repeat replaces rather than stacks. */
  id: string;
  title: string;
  body: string;
  /** The app path a tap opens. */
  link: string;
  /** The session's start (ISO): the device writes it in its own time zone. */
  at?: string;
}

/**
 * The contact preference (spec §3, users.preferences.notifications) that switches a kind off, or
 * null for a safety notice (a cancellation), which always goes out.
 */
export function pushPreferenceFor(kind: NotificationKind, sessionKind: 'fixture' | 'training' | 'chat'): 'preFixture' | 'preTraining' | 'messages' | null {
  switch (kind) {
    // A chat message (issue 23 item 4): the member's "messages" preference (on unless switched off).
    case 'message_received':
      return 'messages';
    case 'fixture_cancelled':
    case 'training_cancelled':
      return null;
    case 'training_created':
      return 'preTraining';
    case 'attendance_needed':
      return sessionKind === 'fixture' ? 'preFixture' : 'preTraining';
    default:
      return 'preFixture';
  }
}
