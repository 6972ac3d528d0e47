// The core skill focus drills of a session (issue 5): add, edit in place, remove and reorder, each one local
// write (the drill rows and the outbox entry in one transaction) on the session's stream, so
// the editor shows the change at once with or without signal and the server gets the calls in
// order: PUT training/{c}/{t}/drill ({ drill } or { order }), DELETE .../drill/{drillId}.
// A refused drill call stays on the device (the sync screen offers retry or discard); the
// editor says so with the spec's message.
import { getDb } from '../../../db/database';
import type { TrainingDrillRow } from '../../../db/schema';
import { localWrite } from '../../../db/write';
import { uuidv7 } from '../../../db/uuidv7';
import type { Drill } from '../../../domain/training/drill-schema';
import type { TrainingSummary } from '../../../domain/training/types';
import { useLive } from '../../../db/use-live';

type Session = Pick<TrainingSummary, 'id' | 'clubId' | 'topic' | 'teamName'>;
export type NewDrill = Pick<Drill, 'name' | 'coreSkill' | 'durationMinutes' | 'notes'>;

const base = (s: Session) => `/api/v1/training/${encodeURIComponent(s.clubId)}/${encodeURIComponent(s.id)}/drill`;
const call = (s: Session, action: string, detail?: string) => ({ stream: `training:${s.id}`, describe: { action, subject: s.topic ?? s.teamName, ...(detail ? { detail } : {}) } });

/** Adds a drill after the ones shown (its id is made here; the server keeps it). */
export async function addDrill(s: Session, drills: readonly TrainingDrillRow[], input: NewDrill): Promise<string> {
  const id = uuidv7();
  const position = drills.reduce((max, d) => Math.max(max, d.position + 1), 0);
  const drill: Drill = { id, position, name: input.name, coreSkill: input.coreSkill ?? null, durationMinutes: input.durationMinutes ?? null, notes: input.notes ?? null };
  await localWrite([{ table: 'trainingDrills', put: { ...drill, trainingId: s.id } satisfies TrainingDrillRow }], {
    method: 'PUT',
    path: base(s),
    body: { drill },
    ...call(s, 'training.drill', drill.name),
  });
  return id;
}

/** Changes a drill in place (name, core skill, duration, notes): same id and place, so the server updates it. */
export async function updateDrill(s: Session, current: TrainingDrillRow, input: NewDrill): Promise<void> {
  const drill: Drill = { id: current.id, position: current.position, name: input.name, coreSkill: input.coreSkill ?? null, durationMinutes: input.durationMinutes ?? null, notes: input.notes ?? null };
  await localWrite([{ table: 'trainingDrills', put: { ...drill, trainingId: s.id } satisfies TrainingDrillRow }], {
    method: 'PUT',
    path: base(s),
    body: { drill },
    ...call(s, 'training.drill', drill.name),
  });
}

export async function removeDrill(s: Session, drill: TrainingDrillRow): Promise<void> {
  await localWrite([{ table: 'trainingDrills', delete: drill.id }], {
    method: 'DELETE',
    path: `${base(s)}/${encodeURIComponent(drill.id)}`,
    body: {},
    ...call(s, 'training.drill.remove', drill.name),
  });
}

/** Moves the drill at `from` to `to` and sends the whole new order (the server wants every drill once). */
export async function moveDrill(s: Session, drills: readonly TrainingDrillRow[], from: number, to: number): Promise<void> {
  if (from === to || to < 0 || to >= drills.length || !drills[from]) return;
  const next = [...drills];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  await localWrite(
    next.map((d, position) => ({ table: 'trainingDrills' as const, put: { ...d, position } })),
    { method: 'PUT', path: base(s), body: { order: next.map((d) => d.id) }, ...call(s, 'training.drill.order') },
  );
}

const isDrillCall = (action: string) => action === 'training.drill' || action.startsWith('training.drill.');

/** Whether the server refused a drill change of this session that is still on the device. */
export function useDrillsRefused(trainingId: string): boolean {
  const n = useLive(
    () =>
      getDb()
        .outbox.where('stream')
        .equals(`training:${trainingId}`)
        .filter((e) => e.state === 'rejected' && isDrillCall(e.describe.action))
        .count(),
    [trainingId],
  );
  return (n ?? 0) > 0;
}
