// The club's name, colour and teams, for the team filter, the invite form and "Work in this club".
import { useEffect } from 'react';
import { getClub } from '../../../api/club-api';
import { useCall } from '../../../ui/use-call';

export function useClubTeams(clubId: string) {
  const call = useCall((signal: AbortSignal) => getClub(clubId, { signal }));
  const { run } = call;
  useEffect(() => {
    const controller = new AbortController();
    void run(controller.signal);
    return () => controller.abort();
  }, [run, clubId]);
  return { clubName: call.data?.club.name ?? null, clubColour: call.data?.club.primaryColour ?? null, teams: call.data?.teams ?? [], error: call.error };
}
