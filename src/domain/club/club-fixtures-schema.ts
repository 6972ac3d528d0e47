// Club area fixture summaries (calls.md Club): GET club/{clubId}/fixtures (the next fixtures of
// the teams the caller may see; query limit) and GET club/{clubId}/matchstats (results of ended
// fixtures per team). userId, which the client adds to every read, is accepted and ignored.
import * as v from 'valibot';
import type { FixtureSummary } from '../fixture/types';
import { idParam, intParam, textParam } from '../query-fields';

export const CLUB_FIXTURES_DEFAULT_LIMIT = 5;

export const clubFixturesQuerySchema = v.object({
  userId: v.optional(textParam('userId', 100)),
  teamId: v.optional(idParam('teamId')),
  limit: v.optional(intParam('limit', 1, 100)),
});

export const matchStatsQuerySchema = v.object({
  userId: v.optional(textParam('userId', 100)),
  teamId: v.optional(idParam('teamId')),
});

export interface ClubFixturesAnswer {
  fixtures: FixtureSummary[];
}

export interface TeamMatchStats {
  teamId: string;
  teamName: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
}

export interface MatchStatsAnswer {
  clubId: string;
  /** Every visible team with an ended fixture, then the sum over them. */
  teams: TeamMatchStats[];
  total: Omit<TeamMatchStats, 'teamId' | 'teamName'>;
}
