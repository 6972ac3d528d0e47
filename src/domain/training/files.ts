// The files of a training session (spec §3): the session plan, the health-and-safety file and the
// parent/player file, one of each. POST training/{clubId}/{trainingId}/file/{slot}?name carries
// the bytes as the body; the server checks the bytes (not the declared type) against the kinds
// below. The paths are ours (calls.md names no file call for training). Files are not queued:
// an upload needs a connection.
import * as v from 'valibot';

export const TRAINING_FILE_SLOTS = ['plan', 'health-safety', 'parent-player'] as const;
export type TrainingFileSlot = (typeof TRAINING_FILE_SLOTS)[number];

/** Slots the team's players and parents may download; the others are for staff. */
export const FAMILY_FILE_SLOTS: readonly TrainingFileSlot[] = ['parent-player'];

/** The kinds accepted, by the type found in the bytes. */
export const TRAINING_FILE_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

export const TRAINING_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const trainingFileMessages = {
  /** Spec §8 (upload). */
  failed: 'There has been an error uploading this file',
  badType: 'Please choose a PDF, PNG, JPG or Word (.docx) file',
  tooLarge: 'This file is too large (10 MB at most)',
  empty: 'Please choose a file',
  badSlot: 'Please choose the session plan, the health and safety file or the parent/player file',
  notFound: 'This file has not been uploaded yet',
} as const;

export const trainingFileQuerySchema = v.object({
  userId: v.optional(v.string()),
  /** The name the file had on the device, shown to whoever downloads it. */
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Please keep the file name to 200 characters'))),
});

export interface TrainingFile {
  slot: TrainingFileSlot;
  name: string;
  mime: string;
  sizeBytes: number;
  uploadedBy: string | null;
  uploadedAt: string;
}

export type TrainingFiles = Partial<Record<TrainingFileSlot, TrainingFile>>;
