// The app's translation catalogues for GET locales/{language}/{namespace}.json: the Lingui .po
// files compiled the way the app's build compiles them (message id -> compiled message), read
// once per process. A message a catalogue has not translated falls back to the English source,
// as in the app (lingui.config.ts fallbackLocales).
//
// The .po files are read from src/locales when the server runs from its sources (server/areas/
// locales/ -> ../../../src/locales) and from dist-server/locales when it runs built
// (scripts/build/server.mjs copies them there).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { CatalogueLanguage } from '../../../src/domain/locales/catalogue-names';

const here = path.dirname(fileURLToPath(import.meta.url));
const CANDIDATES = [path.join(here, 'locales'), path.resolve(here, '../../../src/locales')];
export const localesDir = (): string => CANDIDATES.find((d) => existsSync(d)) ?? CANDIDATES[1]!;

interface PoEntry {
  context?: string;
  id: string;
  translation: string;
}

/** Reads a quoted .po string (the part after the keyword), escapes resolved. */
function unquote(s: string): string {
  const body = s.trim().replace(/^"/, '').replace(/"$/, '');
  return body.replace(/\\(["\\nt])/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));
}

/** The entries of a .po file: msgctxt, msgid and msgstr, each possibly continued on later lines. */
export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: Partial<Record<'msgctxt' | 'msgid' | 'msgstr', string>> = {};
  let field: 'msgctxt' | 'msgid' | 'msgstr' | null = null;
  const flush = () => {
    if (current.msgid) entries.push({ id: current.msgid, translation: current.msgstr ?? '', ...(current.msgctxt !== undefined ? { context: current.msgctxt } : {}) });
    current = {};
    field = null;
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) {
      if (line === '' || current.msgstr !== undefined) flush();
      continue;
    }
    const m = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
    if (m) {
      if (m[1] === 'msgctxt' || (m[1] === 'msgid' && current.msgstr !== undefined)) flush();
      field = m[1] as 'msgctxt' | 'msgid' | 'msgstr';
      current[field] = unquote(m[2]!);
    } else if (field && line.startsWith('"')) current[field] += unquote(line);
  }
  flush();
  return entries;
}

export type CompiledCatalogue = Record<string, CompiledMessage>;

async function readPo(language: string): Promise<PoEntry[]> {
  return parsePo(await readFile(path.join(localesDir(), language, 'messages.po'), 'utf8'));
}

async function compile(language: CatalogueLanguage): Promise<CompiledCatalogue> {
  const own = await readPo(language);
  const out: CompiledCatalogue = {};
  for (const e of own) out[generateMessageId(e.id, e.context)] = compileMessage(e.translation || e.id);
  return out;
}

const cache = new Map<string, Promise<CompiledCatalogue>>();

/** The compiled catalogue of a language (namespace 'messages'), kept once read. */
export function catalogue(language: CatalogueLanguage): Promise<CompiledCatalogue> {
  let p = cache.get(language);
  if (!p) {
    p = compile(language);
    cache.set(language, p);
    p.catch(() => cache.delete(language));
  }
  return p;
}
