// Teams of a club (spec §2 Club administration, §3 Team): list (GET club/{id}), one team
// (GET club/{id}/team/{teamId}), add (POST club/{id}/team), edit (PUT club/{id}/team/{teamId}),
// move players (PUT club/{clubId}/team/move) and the season roll-over (PUT club/{id}/team/season).
// Online admin calls, like the wizard: the answer is what the admin goes on with.
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../api/client';
import type { MemberListAnswer } from '../../../domain/club/member-schemas';
import type { TeamAnswer } from '../../../domain/club/team-schema';
import { useCall } from '../../../ui/use-call';

const club = (clubId: string) => `/club/${encodeURIComponent(clubId)}`;

export const getTeam = (clubId: string, teamId: string, signal?: AbortSignal) => api().get<TeamAnswer>(`${club(clubId)}/team/${encodeURIComponent(teamId)}`, { signal });
export const createTeam = (clubId: string, body: Record<string, unknown>) => api().post<TeamAnswer>(`${club(clubId)}/team`, { body });
export const updateTeam = (clubId: string, teamId: string, body: Record<string, unknown>) => api().put<TeamAnswer>(`${club(clubId)}/team/${encodeURIComponent(teamId)}`, { body });
export const movePlayers = (clubId: string, body: { fromTeamId: string; toTeamId: string; playerIds: string[] }) =>
  api().put<{ moved: number }>(`${club(clubId)}/team/move`, { body });
export const rollSeason = (clubId: string, body: { seasonStart: string; seasonEnd: string; teams: { teamId: string; promote: boolean }[] }) =>
  api().put<{ seasonStart: string; seasonEnd: string; teams: { teamId: string; ageGroup: string | null }[] }>(`${club(clubId)}/team/season`, { body });
export const teamPlayers = (clubId: string, teamId: string, signal?: AbortSignal) =>
  api().get<MemberListAnswer>(`${club(clubId)}/players`, { query: { teamId, limit: 200 }, signal });

export function useTeam(clubId: string, teamId: string | null) {
  const call = useCall((signal: AbortSignal) => getTeam(clubId, teamId!, signal));
  const { run } = call;
  useEffect(() => {
    if (!teamId) return;
    const controller = new AbortController();
    void run(controller.signal);
    return () => controller.abort();
  }, [run, clubId, teamId]);
  return { loading: Boolean(teamId) && (call.loading || (call.data === undefined && !call.error)), error: call.error, team: teamId && call.data?.team.id === teamId ? call.data.team : undefined };
}

export function useTeamPlayers(clubId: string, teamId: string) {
  const call = useCall((signal: AbortSignal) => teamPlayers(clubId, teamId, signal));
  const { run } = call;
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!teamId) return;
    const controller = new AbortController();
    void run(controller.signal);
    return () => controller.abort();
  }, [run, clubId, teamId, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { loading: Boolean(teamId) && (call.loading || (call.data === undefined && !call.error)), error: call.error, players: call.data?.members ?? [], reload };
}

export const useCreateTeam = () => useCall(createTeam);
export const useUpdateTeam = () => useCall(updateTeam);
export const useMovePlayers = () => useCall(movePlayers);
export const useRollSeason = () => useCall(rollSeason);
