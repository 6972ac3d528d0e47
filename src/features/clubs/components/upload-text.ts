// The sentences the upload and clear-data screens show for the shared upload messages and for
// failed calls (spec §6 'no permissions to view this page', §8 'There has been a problem removing
// data'). Per-row problems from the shared check are shown as the check words them.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { uploadMessages } from '../../../domain/club/upload-schema';
import { classifyFailure } from '../data/upload';

export const uploadText: Record<string, MessageDescriptor> = {
  [uploadMessages.failed]: msg`There has been an error uploading this file`,
  [uploadMessages.removeFailed]: msg`There has been a problem removing data`,
  [uploadMessages.notText]: msg`This file is not a CSV text file`,
  [uploadMessages.tooLarge]: msg`This file is too large (at most 2 MB and 5000 rows)`,
  [uploadMessages.noRows]: msg`The file has no rows to upload`,
  [uploadMessages.invalid]: msg`Some rows have problems: nothing has been uploaded`,
  [uploadMessages.pickData]: msg`Please choose the data to remove`,
};

export const noPermission = msg`no permissions to view this page`;
const offline = msg`You are offline. Connect to the internet and try again.`;
const playerLimit = msg`Player Limit Reached`;

/** The sentence for a failed upload or clear-data call; `fallback` is the call's spec message. */
export function uploadFailure(error: unknown, fallback: MessageDescriptor): MessageDescriptor {
  const failure = classifyFailure(error);
  if (failure.kind === 'offline') return offline;
  if (failure.kind === 'denied') return noPermission;
  if (failure.kind === 'playerLimit') return playerLimit;
  return (failure.kind === 'message' && uploadText[failure.message]) || fallback;
}
