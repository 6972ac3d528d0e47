// Biometrics reads and writes (issue 21 item 9). Adding a measurement is one local write: the row
// in `biometrics` together with its outbox entry, so the history, the chart and the growth show
// it at once with no signal, and the engine sends it once (its Idempotency-Key; the row's own id,
// made here, also lets the server find a replay). The screen reads the device first; a pull of
// GET biometric refreshes it when online.
import { getDb } from '../../../db/database';
import type { BiometricRow } from '../../../db/schema';
import { useLiveTable } from '../../../db/use-live';
import { localWrite } from '../../../db/write';
import { uuidv7 } from '../../../db/uuidv7';
import type { BiometricBody } from '../../../domain/biometrics/biometric-schema';
import { applyTo, createGetter } from '../../../sync/pull';

const PATH = '/api/v1/biometric';

/** The player's measurements on this device, newest first, live. */
export function useBiometrics(playerId: string | null): BiometricRow[] | undefined {
  return useLiveTable(
    'biometrics',
    async () =>
      playerId
        ? (await getDb().biometrics.where('playerId').equals(playerId).toArray()).sort((a, b) => b.measuredOn.localeCompare(a.measuredOn) || b.id.localeCompare(a.id))
        : [],
    [playerId],
  );
}

/** Adds a measurement; answers its id. `by` is the signed-in user (the player, a parent or a coach). */
export async function addBiometric(by: string, body: Omit<BiometricBody, 'id'>): Promise<string> {
  const id = uuidv7();
  const full = { ...body, id };
  const row: BiometricRow = { ...full, createdBy: by, createdAt: new Date().toISOString() };
  await localWrite([{ table: 'biometrics', put: row }], {
    method: 'POST',
    path: PATH,
    body: full,
    stream: `biometric:${body.playerId}`,
    applyTo: 'biometrics',
    describe: { action: 'biometric.add', subject: body.measuredOn },
  });
  return id;
}

/** Refreshes the player's measurements from the server; rows with a queued change are left alone. Throws on failure. */
export async function pullBiometrics(playerId: string): Promise<void> {
  const db = getDb();
  const answer = await createGetter(db)<{ measurements: BiometricRow[] }>(`/biometric?playerId=${encodeURIComponent(playerId)}`);
  await applyTo(db)('biometrics', answer.measurements, { index: 'playerId', value: playerId });
}
