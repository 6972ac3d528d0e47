import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { afterAll } from 'vitest';
import { configure } from '@testing-library/react';
import { writesSettled } from '../src/db/write';

// One wait for the whole app project: findBy* and waitFor give up after 8 s, not Testing Library's
// 1 s default, so a screen that is merely slow on a loaded 2-core machine is not a failure. Tests
// wait on what appears, never on a fixed sleep.
configure({ asyncUtilTimeout: 8000 });

// A test that ends right after a tap leaves its write in hand; the file's teardown would close the
// database under it (an unhandled error after the tests). Wait for such writes (not for ever: a
// write a test left stalled on a full disk on purpose never lands).
afterAll(() => Promise.race([writesSettled(), new Promise((resolve) => setTimeout(resolve, 5000))]));

// jsdom has no matchMedia; uPlot (charts, reached through the route tree) reads it when it loads.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;

// jsdom has no scrolling: screens that scroll a row into view or to the top would log "Not
// implemented: window.scrollTo" on every render, burying real warnings in the run's output.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
