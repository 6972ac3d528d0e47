// Recordings (voice notes, match and session video) for fixtures and training sessions.
// POST .../recording carries the file's bytes as the body (Content-Type audio/* or video/*) and
// its details in the query; the server checks the bytes, not the declared type.
import * as v from 'valibot';

export const RECORDING_KINDS = ['voice_note', 'video'] as const;
export type RecordingKind = (typeof RECORDING_KINDS)[number];
/** Largest recording accepted, in bytes. */
export const RECORDING_MAX_BYTES = 100 * 1024 * 1024;
export const RECORDING_BAD_FILE = 'Please upload a video or a voice note';
/** A video refused by its bytes (not an MP4, MOV or WebM a browser can play), by where it was uploaded. */
export const RECORDING_BAD_VIDEO = {
  fixture: 'Please upload a match video that can be played (MP4, MOV or WebM)',
  training: 'Please upload a session video that can be played (MP4, MOV or WebM)',
} as const;
export const RECORDING_TOO_LARGE = 'This recording is too large (100 MB at most)';

export const recordingQuerySchema = v.object({
  userId: v.optional(v.string()),
  /** Made on the device, so a replayed upload lands on the same recording. */
  id: v.pipe(v.string('Please choose a valid id'), v.uuid('Please choose a valid id')),
  kind: v.picklist(RECORDING_KINDS, 'Please choose a voice note or a video'),
  title: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Please keep the title to 200 characters'))),
});
export type RecordingQuery = v.InferOutput<typeof recordingQuerySchema>;

export interface Recording {
  id: string;
  kind: RecordingKind;
  title: string | null;
  mime: string;
  sizeBytes: number;
  createdBy: string | null;
  createdAt: string;
}

// Resumable uploads (the tus protocol, server/lib/uploads): POST .../recording/upload creates an
// upload whose Upload-Metadata carries the recording's id, kind and title (as the query above);
// PATCH .../recording/upload/{uploadId} sends the bytes from the offset the server holds.
/** Largest recording accepted by a resumable upload, checked from Upload-Length before any byte. */
export const RECORDING_UPLOAD_MAX_BYTES = 500 * 1024 * 1024;
export const RECORDING_UPLOAD_TOO_LARGE = 'This recording is too large (500 MB at most)';
export const RECORDING_UPLOAD_NO_LENGTH = 'Please give the size of the recording before uploading it';
export const RECORDING_UPLOAD_NOT_FOUND = 'This upload was not found; please start it again';
