// The spec's messages (product.md §5 validation, §6 access, §8 error catalogue) are shown word for
// word in both English catalogues: the US variant localises the app's own words (game, practice,
// color) but never a spec message, which the spec fixes in its English.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../../../src/locales');

function readPo(locale: string): Map<string, string> {
  const text = readFileSync(path.join(dir, locale, 'messages.po'), 'utf8');
  const out = new Map<string, string>();
  const re = /^msgid ((?:"(?:[^"\\]|\\.)*"\n?)+)msgstr ((?:"(?:[^"\\]|\\.)*"\n?)+)/gm;
  const join = (s: string) => s.trim().split('\n').map((l) => JSON.parse(l) as string).join('');
  for (const m of text.matchAll(re)) {
    const id = join(m[1]!);
    if (id) out.set(id, join(m[2]!));
  }
  return out;
}

/** The spec's messages as the app shows them (quoted in the spec, or named there: "same for sessions", "problem creating a fixture"). */
const SPEC_MESSAGES = [
  // §5
  'Please enter a valid email and password',
  'Please enter a valid email address',
  'Passwords do not match',
  'Please ensure all fields are complete',
  'Please confirm your new password correctly',
  'Please make sure you have re-entered your new password correctly',
  'Please enter a valid invite code',
  'Please ensure passwords match',
  'Please enter a fixture date/time in the future',
  'Please enter a training session date/time in the future',
  'Please complete the fixture information',
  'Please complete the training session information',
  'Please complete the match report',
  'Please select a rating',
  'Please select a man of the match',
  'Please complete all form fields',
  // §6
  'This section is only available to administrators',
  'You do not have access to this screen',
  'You do not have the correct permissions to access this screen',
  'Need to switch into a club to manage users',
  'no permissions to view this page',
  // §8
  'Token has expired',
  'An error has occurred whilst trying to log you in',
  'There has been an issue resetting your password',
  'There has been a problem updating your password',
  'There has been an error activating your account',
  'There has been an error retrieving fixtures',
  'There has been an error retrieving training',
  'There has been a problem retrieving this clubs users',
  'There has been a problem creating a fixture',
  'There has been a problem cancelling the game',
  'There has been a problem starting the game',
  'There has been a problem saving your squad',
  'There has been a problem updating the fixture',
  'There has been a problem saving the match report',
  'There has been a problem creating a Training',
  'There has been a problem deleting the training session',
  'There has been a problem copying the training session',
  'There has been a problem updating this player',
  'There has been a problem removing data',
  'There has been a problem sending all player invites',
  'There has been an error submitting the contact form',
  'There has been a problem posting the contact form',
  'Oops, there has been an error!',
  'Try again?',
];

describe('spec messages in the English catalogues', () => {
  it.each(['en', 'en-US'])('%s shows every spec message word for word', (locale) => {
    const catalogue = readPo(locale);
    const changed = SPEC_MESSAGES.filter((m) => catalogue.get(m) !== m).map((m) => [m, catalogue.get(m)]);
    expect(changed).toEqual([]);
  });
});
