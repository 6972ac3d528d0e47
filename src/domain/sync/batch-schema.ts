// POST /api/v1/sync: an ordered list of queued calls, answered per item. Each item is run through
// the same route (validation, authorization, idempotency) as if it had been sent alone.
import * as v from 'valibot';

export const SYNC_BATCH_MAX_ITEMS = 500;
export const SYNC_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type SyncMethod = (typeof SYNC_METHODS)[number];

export const syncBatchSchema = v.object({
  items: v.pipe(
    v.array(
      v.object({
        /** The entry's Idempotency-Key (a UUIDv7 made on the device). */
        key: v.pipe(v.string(), v.uuid()),
        method: v.picklist(SYNC_METHODS),
        /** Full API path, e.g. /api/v1/fixture/{clubId}/{fixtureId}/event. */
        path: v.pipe(v.string(), v.startsWith('/api/v1/'), v.maxLength(500)),
        body: v.optional(v.unknown()),
        /** Ordering stream: after an item fails, later items of the same stream are skipped. */
        stream: v.pipe(v.string(), v.maxLength(200)),
      }),
    ),
    v.minLength(1),
    v.maxLength(SYNC_BATCH_MAX_ITEMS),
  ),
});
export type SyncBatch = v.InferOutput<typeof syncBatchSchema>;
export type SyncBatchItem = SyncBatch['items'][number];

export interface SyncItemAnswer {
  key: string;
  status: number;
  /** The route's JSON answer (2xx) or its error body. */
  body: unknown;
  /** Seconds, from the route's Retry-After, when it sent one. */
  retryAfter?: number;
}

export interface SyncBatchAnswer {
  results: SyncItemAnswer[];
}

/** Status of an item not run because an earlier item of its stream failed (424 Failed Dependency). */
export const SKIPPED_STATUS = 424;
