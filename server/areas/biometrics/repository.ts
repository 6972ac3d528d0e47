// biometrics reads and writes (migration 013).
import type { Queryable } from '../../db/db';
import type { Biometric, BiometricBody } from '../../../src/domain/biometrics/biometric-schema';

interface Row {
  id: string;
  player_id: string;
  measured_on: string;
  height_cm: string | number;
  weight_kg: string | number;
  created_by: string | null;
  created_at: string | Date;
}

const COLS = `id, player_id, to_char(measured_on, 'YYYY-MM-DD') AS measured_on, height_cm, weight_kg, created_by, created_at`;

const toBiometric = (r: Row): Biometric => ({
  id: r.id,
  playerId: r.player_id,
  measuredOn: String(r.measured_on),
  heightCm: Number(r.height_cm),
  weightKg: Number(r.weight_kg),
  createdBy: r.created_by ?? '',
  createdAt: new Date(r.created_at).toISOString(),
});

/** The player's measurements, newest first; `limit` of them when given. */
export async function listBiometrics(db: Queryable, playerId: string, limit?: number): Promise<Biometric[]> {
  const rows = await db.query<Row>(`SELECT ${COLS} FROM biometrics WHERE player_id = $1 ORDER BY measured_on DESC, created_at DESC LIMIT $2`, [playerId, limit ?? null]);
  return rows.map(toBiometric);
}

/** Inserts the measurement; a device id already stored for this player answers the stored row (a replay that lost its key). */
export async function insertBiometric(tx: Queryable, by: string, b: BiometricBody): Promise<Biometric | undefined> {
  const row = await tx.maybeOne<Row>(
    `INSERT INTO biometrics (id, player_id, measured_on, height_cm, weight_kg, created_by)
     VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6)
     ON CONFLICT (id) DO NOTHING RETURNING ${COLS}`,
    [b.id ?? null, b.playerId, b.measuredOn, b.heightCm, b.weightKg, by],
  );
  if (row) return toBiometric(row);
  if (!b.id) return undefined;
  const stored = await tx.maybeOne<Row>(`SELECT ${COLS} FROM biometrics WHERE id = $1 AND player_id = $2`, [b.id, b.playerId]);
  return stored ? toBiometric(stored) : undefined;
}
