/**
 * How long each benchmark tap holds the button down (env BENCH_TAP_HOLD, ms): a finger's tap lasts
 * about this long. With 0 the press and the release arrive together, and Chromium handles the
 * whole press (pointer, mouse and focus events) after the click's timestamp and in the click's
 * task, which no finger does.
 */
export const TAP_HOLD_MS = Number(process.env.BENCH_TAP_HOLD ?? 60);
