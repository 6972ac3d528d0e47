// GET /api/v1/club: the query of the club list (calls.md, Club area). userId, which the client
// adds to every read, is accepted and ignored: the server knows the caller from the token.
import * as v from 'valibot';
import { idParam, intParam, textParam } from '../query-fields';

export const CLUB_LIST_DEFAULT_LIMIT = 20;
export const CLUB_LIST_MAX_LIMIT = 100;

export const ClubListQuerySchema = v.object({
  /** The sport, e.g. 'football'. */
  sportId: v.optional(textParam('sportId', 50)),
  /** Part of the club's name, any case. */
  clubName: v.optional(textParam('clubName')),
  type: v.optional(v.picklist(['elite', 'community'], 'type must be elite or community')),
  parentClubId: v.optional(idParam('parentClubId')),
  limit: v.optional(intParam('limit', 1, CLUB_LIST_MAX_LIMIT)),
  offset: v.optional(intParam('offset', 0, 1_000_000)),
});

export type ClubListQuery = v.InferOutput<typeof ClubListQuerySchema>;
