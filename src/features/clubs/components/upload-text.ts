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

/** The shared check's per-row problems, each as a sentence of the catalogue. */
const rowText: Record<string, MessageDescriptor> = {
  'Type must be team, player or parent': msg`Type must be team, player or parent`,
  'Please enter a valid team name': msg`Please enter a valid team name`,
  'Please choose a valid age group': msg`Please choose a valid age group`,
  'Please choose a valid team type': msg`Please choose a valid team type`,
  'Please choose a valid group type': msg`Please choose a valid group type`,
  'Please choose a default match format': msg`Please choose a default match format`,
  'Please enter a first name': msg`Please enter a first name`,
  'Please enter a last name': msg`Please enter a last name`,
  'Please enter a valid email address': msg`Please enter a valid email address`,
  'Please enter a valid date of birth (YYYY-MM-DD)': msg`Please enter a valid date of birth (YYYY-MM-DD)`,
  'Please enter a valid parent email address': msg`Please enter a valid parent email address`,
  'Only players have a parent email': msg`Only players have a parent email`,
  'Please choose a team for this player': msg`Please choose a team for this player`,
  'A column is named twice': msg`A column is named twice`,
  // The CSV reader's own problems (src/domain/csv.ts); the screen puts the line before them.
  'A quote may only start a field': msg`A quote may only start a field`,
  'Unexpected text after a closing quote': msg`Unexpected text after a closing quote`,
  'A quoted field is not closed': msg`A quoted field is not closed`,
  'The file is empty': msg`The file is empty`,
};

/** Problems that name a column, a team, an email or a line. */
const rowPatterns: [RegExp, (m: string[]) => MessageDescriptor][] = [
  [/^Expected (\d+) columns, found (\d+)$/, ([, expected = '', found = '']) => msg`Expected ${expected} columns, found ${found}`],
  [/^Unknown column '(.*)'$/, ([, column = '']) => msg`Unknown column "${column}"`],
  [/^Missing column '(.*)'$/, ([, column = '']) => msg`Missing column "${column}"`],
  [/^Team '(.*)' is listed twice \(also on line (\d+)\)$/, ([, team = '', line = '']) => msg`Team "${team}" is listed twice (also on line ${line})`],
  [/^The email (.*) is used twice \(also on line (\d+)\)$/, ([, email = '', line = '']) => msg`The email ${email} is used twice (also on line ${line})`],
  [/^The email (.*) is already registered$/, ([, email = '']) => msg`The email ${email} is already registered`],
  [/^A team called '(.*)' already exists$/, ([, team = '']) => msg`A team called "${team}" already exists`],
  [/^There is no team called '(.*)' in this club or this file$/, ([, team = '']) => msg`There is no team called "${team}" in this club or this file`],
  [/^No parent with the email (.*) in this club or this file$/, ([, email = '']) => msg`No parent with the email ${email} in this club or this file`],
];

/** The sentence for a problem of the file or a row; an unknown one is shown as the server words it. */
export function problemText(message: string): MessageDescriptor | null {
  const known = uploadText[message] ?? rowText[message];
  if (known) return known;
  for (const [pattern, text] of rowPatterns) {
    const m = pattern.exec(message);
    if (m) return text([...m]);
  }
  return null;
}

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
