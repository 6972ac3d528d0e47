// The sync screen names every queued call in words ("Goal — U14 v Hill Park, 23′"): every action
// the app queues must have its own words, never the generic "Change".
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import { activateLocale, i18n } from '../../../src/i18n/i18n';
import { useEntryWords } from '../../../src/features/sync-status/components/entry-words';
import { FIXTURE_EVENT_KINDS } from '../../../src/domain/fixture/event-schema';
import { isPermission } from '../../../src/domain/permissions';
import type { QueueEntry } from '../../../src/features/sync-status/data/use-sync-status';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

/** Every literal action the app's data layers queue ('training.drill.order', …); permission names look alike. */
function queuedActions(): string[] {
  const found = new Set<string>();
  for (const file of sources(path.resolve(import.meta.dirname, '../../../src/features'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/'((?:fixture|training|registration)\.[a-z][a-z.\-_]*[a-z])'/g)) if (!isPermission(m[1])) found.add(m[1]!);
  }
  return [...found];
}

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
const entry = (action: string) => ({ describe: { action, subject: 'U14 v Hill Park', minute: 23 } }) as unknown as QueueEntry;

describe('queued entries in words', () => {
  it('names every queued action, every match event kind and every registration step', async () => {
    await activateLocale('en');
    const { result } = renderHook(() => useEntryWords(), { wrapper });
    const actions = [
      ...queuedActions(),
      ...FIXTURE_EVENT_KINDS.map((k) => `fixture.event.${k}`),
      'fixture.start',
      'fixture.end',
      'fixture.extratime',
      'fixture.penalties',
      ...['notifications', 'photo', 'words', 'child', 'done'].map((s) => `registration.${s}`),
    ];
    expect(actions.length).toBeGreaterThan(40);
    const unnamed = actions.filter((a) => result.current.what(entry(a)).startsWith('Change'));
    expect(unnamed).toEqual([]);
    expect(result.current.what(entry('fixture.event.goal'))).toBe('Goal — U14 v Hill Park, 23′');
  });
});
