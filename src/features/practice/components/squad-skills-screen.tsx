// "Core skills" for staff: the squads of the coach's teams (the players on this device, as the
// training screens keep them: Dexie teamPlayers), each opening the player's grading screen. Works
// with no signal. A player or parent is sent to their own "My core skills".
import { useLingui } from '@lingui/react/macro';
import { Link, Navigate } from '@tanstack/react-router';
import { RoleId } from '../../../domain/roles';
import { Empty, Loading } from '../../../ui/states';
import { useMember, useProfile } from '../../access/data/session';
import { useSquad } from '../data/squad';

export function SquadSkillsScreen() {
  const { t } = useLingui();
  const member = useMember();
  const profile = useProfile();
  const teams = (profile?.memberships ?? []).filter((m) => m.clubId === member?.clubId && m.teamId);
  // Club admins without a team see every squad on the device.
  const players = useSquad(teams.map((m) => m.teamId!));

  if (!member) return <Loading />;
  const self = member.roleId === RoleId.parent ? member.selectedChildId : member.roleId === RoleId.player ? member.id : null;
  if (self) return <Navigate to="/secure/core-skills/$playerId" params={{ playerId: self }} />;
  const teamName = (teamId: string) => teams.find((m) => m.teamId === teamId)?.teamName ?? '';

  return (
    <>
      <div className="page-head">
        <h1>{t`Core skills`}</h1>
      </div>
      {players === undefined ? (
        <Loading />
      ) : players.length === 0 ? (
        <Empty>{t`No players on this device yet. Open Training while online to load your squad.`}</Empty>
      ) : (
        <ul className="list" aria-label={t`Squad`}>
          {players.map((p) => (
            <li key={`${p.teamId}-${p.playerId}`}>
              <Link to="/secure/core-skills/$playerId" params={{ playerId: p.playerId }} className="list__item">
                <span className="list__body">
                  <span className="list__title">{`${p.firstName} ${p.lastName}`.trim()}</span>
                  <span className="list__meta">{teamName(p.teamId)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
