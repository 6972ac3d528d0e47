// The built service worker is a classic script (how the app registers it): it must parse as one.
// A dynamic import() in code it bundles (the tus client, loaded lazily on the page) brought the
// bundler's preload helper with import.meta, a syntax error outside a module, and the worker
// failed to evaluate: no offline app, no background sync. import() is not allowed in a service
// worker anyway (src/sync/resumable-loader.ts says how the page and the worker each reach tus).
import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';

const sw = path.resolve(import.meta.dirname, '../../dist/sw.js');

describe('the built service worker', () => {
  it('parses as a classic script, with no import() or import.meta', async () => {
    const code = await readFile(sw, 'utf8');
    expect(() => new vm.Script(code, { filename: 'sw.js' })).not.toThrow();
    expect(code).not.toMatch(/import\.meta/);
    expect(code).not.toMatch(/\bimport\s*\(/);
  });
});
