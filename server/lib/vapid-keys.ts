// The VAPID key pair that signs every Web Push (RFC 8292): VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY
// when set, else a pair made once and kept in app_settings, like the signing secret
// (server/lib/secret.ts), so every API process on the same database signs alike and browsers
// subscribed with the public key keep receiving after a restart. Changing the pair orphans every
// subscription (the push services refuse the new signature), so it is made once and never rotated
// here.
import webpush from 'web-push';
import type { Db } from '../db/db';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export async function loadVapidKeys(db: Db, configured: Partial<VapidKeys>): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey) return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  // One value holding both halves, so two processes starting at once cannot keep mismatched ones.
  const fresh = JSON.stringify(webpush.generateVAPIDKeys());
  await db.query(`INSERT INTO app_settings (key, value) VALUES ('vapid_keys', $1) ON CONFLICT (key) DO NOTHING`, [fresh]);
  const row = await db.one<{ value: string }>(`SELECT value FROM app_settings WHERE key = 'vapid_keys'`);
  const kept = JSON.parse(row.value) as VapidKeys;
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}
