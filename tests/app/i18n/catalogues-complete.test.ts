// Every message the app shows exists in all four languages: a catalogue with an empty msgstr
// would silently fall back to English for that message.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../../../src/locales');

/**
 * msgid → msgstr of a lingui .po catalogue (strings may continue on following "…" lines). A
 * message with a context (the same English in another sense: "Cancelled" of a fixture or of a
 * session) is its own entry, keyed "context␄msgid", so each sense must be translated.
 */
function readPo(locale: string): Map<string, string> {
  const text = readFileSync(path.join(dir, locale, 'messages.po'), 'utf8');
  const out = new Map<string, string>();
  const re = /^(?:msgctxt ((?:"(?:[^"\\]|\\.)*"\n?)+))?msgid ((?:"(?:[^"\\]|\\.)*"\n?)+)msgstr ((?:"(?:[^"\\]|\\.)*"\n?)+)/gm;
  const join = (s: string) => s.trim().split('\n').map((l) => JSON.parse(l) as string).join('');
  for (const m of text.matchAll(re)) {
    const id = join(m[2]!);
    if (id) out.set(m[1] ? `${join(m[1])}\u0004${id}` : id, join(m[3]!));
  }
  return out;
}

describe('translation catalogues', () => {
  const source = readPo('en');
  it('has the source catalogue', () => {
    expect(source.size).toBeGreaterThan(500);
    // Messages told apart by context are read as separate entries.
    expect(source.get('fixture\u0004Cancelled')).toBe('Cancelled');
    expect(source.get('training session\u0004Cancelled')).toBe('Cancelled');
  });
  it.each(['en-US', 'es', 'fr'])('%s translates every message of the app', (locale) => {
    const catalogue = readPo(locale);
    const missing = [...source.keys()].filter((id) => !catalogue.get(id));
    expect(missing).toEqual([]);
  });
});
