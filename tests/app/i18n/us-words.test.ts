// American English uses one word for each thing: game (not match or fixture), field (not pitch),
// kickoff (not kick-off), practice (not training). Screens had mixed them ("Add game" beside
// "Match length", "Field name" beside "Pitch size"). The spec's own messages keep the spec's
// words (spec-messages.test.ts), and "match" as a verb is not the noun.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const file = path.resolve(import.meta.dirname, '../../../src/locales/en-US/messages.po');

/** What en-US shows for each message: its msgstr, or the English when it has none. */
function shown(): string[] {
  const text = readFileSync(file, 'utf8');
  const re = /^(?:msgctxt (?:"(?:[^"\\]|\\.)*"\n?)+)?msgid ((?:"(?:[^"\\]|\\.)*"\n?)+)msgstr ((?:"(?:[^"\\]|\\.)*"\n?)+)/gm;
  const join = (s: string) => s.trim().split('\n').map((l) => JSON.parse(l) as string).join('');
  return [...text.matchAll(re)].map((m) => join(m[2]!) || join(m[1]!)).filter(Boolean);
}

/** Word for word as product.md §5 and §8 give them, in the British words the spec uses. */
const SPEC = new Set([
  'Please complete the fixture information',
  'Please complete the match report',
  'Please complete the training session information',
  'Please enter a fixture date/time in the future',
  'Please enter a training session date/time in the future',
  'Please select a man of the match',
  'There has been a problem copying the training session',
  'There has been a problem creating a fixture',
  'There has been a problem creating a Training',
  'There has been a problem deleting the training session',
  'There has been a problem saving the match report',
  'There has been a problem updating the fixture',
  'There has been an error retrieving fixtures',
  'There has been an error retrieving training',
]);
/** "match" the verb. */
const VERB = new Set(['No clubs match "{search}".', 'No clubs match these filters.', 'No players match these filters.', 'Passwords do not match', 'Please ensure passwords match']);

const BRITISH = /\bmatch(es)?\b|\bfixtures?\b|\bpitch(es)?\b|kick-off|\btraining\b/i;

describe('American English words', () => {
  it('says game, field, kickoff and practice everywhere but in the spec\'s messages', () => {
    const all = shown();
    expect(all.length).toBeGreaterThan(500);
    expect(all.filter((s) => BRITISH.test(s) && !SPEC.has(s) && !VERB.has(s))).toEqual([]);
  });

  it('the words the QA walk found mixed', () => {
    const all = new Set(shown());
    for (const s of ['Add game', 'Game length', 'Game length (minutes)', 'Game type', 'Edit game report', 'Open the game screen', 'Field name', 'Field size', 'Field surface', 'Kickoff', 'Kickoff time']) expect(all).toContain(s);
  });
});
