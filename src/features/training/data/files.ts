// The files of a session (plan, health-and-safety, parent/player): sent straight to the server,
// never queued in the outbox (files can be large, and a queued upload would hold the bytes on
// the device): an upload or a download needs a connection, and the screen says so. Uploads go by
// XMLHttpRequest for its upload progress. After a change the session is pulled again, so the
// detail row (and its files) follows the server.
import { ApiError } from '../../../api/api-error';
import { api, readCookie, XSRF_PATH } from '../../../api/client';
import { getMember } from '../../../api/session-store';
import { uuidv7 } from '../../../db/uuidv7';
import { API_BASE, TOKEN_HEADER, XSRF_COOKIE, XSRF_HEADER } from '../../../domain/session';
import { TRAINING_FILE_MAX_BYTES, trainingFileMessages as fm, type TrainingFile, type TrainingFileSlot } from '../../../domain/training/files';
import type { TrainingSummary } from '../../../domain/training/types';
import { pullTraining } from './pull-training';

type Session = Pick<TrainingSummary, 'id' | 'clubId'>;

/** A refusal or failure, with the server's (English) message when it gave one. */
export class FileCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

const fileUrl = (s: Session, slot: TrainingFileSlot) => `${API_BASE}/training/${encodeURIComponent(s.clubId)}/${encodeURIComponent(s.id)}/file/${slot}`;

async function xsrfToken(): Promise<string | null> {
  const cookie = readCookie(typeof document === 'undefined' ? '' : document.cookie, XSRF_COOKIE);
  if (cookie) return cookie;
  const answer = await api().get<{ token?: string }>(XSRF_PATH);
  return readCookie(document.cookie, XSRF_COOKIE) ?? answer.token ?? null;
}

const messageOf = (body: string): string | null => {
  try {
    const m = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message;
    return typeof m === 'string' ? m : null;
  } catch {
    return null;
  }
};

/** Uploads a file to its slot; `onProgress` gets 0..1 as the bytes go. */
export async function uploadTrainingFile(s: Session, slot: TrainingFileSlot, file: File, onProgress: (fraction: number) => void, staff = true): Promise<TrainingFile> {
  if (file.size === 0) throw new FileCallError(fm.empty, null);
  if (file.size > TRAINING_FILE_MAX_BYTES) throw new FileCallError(fm.tooLarge, null);
  const member = getMember();
  const xsrf = await xsrfToken();
  const url = `${fileUrl(s, slot)}?name=${encodeURIComponent(file.name)}${member ? `&userId=${encodeURIComponent(member.id)}` : ''}`;
  const answer = await new Promise<TrainingFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('idempotency-key', uuidv7());
    if (member?.accessToken) xhr.setRequestHeader(TOKEN_HEADER, member.accessToken);
    if (xsrf) xhr.setRequestHeader(XSRF_HEADER, xsrf);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(JSON.parse(xhr.responseText) as TrainingFile);
      } else reject(new FileCallError(messageOf(xhr.responseText) ?? fm.failed, xhr.status));
    };
    xhr.onerror = () => reject(new FileCallError(fm.failed, null));
    xhr.send(file);
  });
  await pullTraining(s.clubId, s.id, staff).catch(() => undefined);
  return answer;
}

/** Downloads a file and hands it to the browser to save or open. */
export async function downloadTrainingFile(s: Session, slot: TrainingFileSlot, name: string): Promise<void> {
  const member = getMember();
  const res = await fetch(`${fileUrl(s, slot)}${member ? `?userId=${encodeURIComponent(member.id)}` : ''}`, {
    headers: member?.accessToken ? { [TOKEN_HEADER]: member.accessToken } : {},
    credentials: 'same-origin',
    cache: 'no-store',
  }).catch(() => null);
  if (!res) throw new FileCallError(fm.failed, null);
  if (!res.ok) throw new FileCallError(messageOf(await res.text()) ?? fm.failed, res.status);
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export async function removeTrainingFile(s: Session, slot: TrainingFileSlot): Promise<void> {
  try {
    await api().delete(`/training/${encodeURIComponent(s.clubId)}/${encodeURIComponent(s.id)}/file/${slot}`);
  } catch (e) {
    throw new FileCallError(e instanceof ApiError && e.status !== null ? e.message : fm.failed, e instanceof ApiError ? e.status : null);
  }
  await pullTraining(s.clubId, s.id, true).catch(() => undefined);
}
