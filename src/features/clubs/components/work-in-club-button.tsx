// "Work in this club" on a club's own screen, for a super admin not working in it yet: opening a
// club from the club list does not switch into it (the list is for administering clubs), so this
// is the way in from there. It switches the app into the club (access/data/work-in-club.ts):
// Fixtures, Training and the dashboard are then the club's, as for its club admin.
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { RoleId } from '../../../domain/roles';
import { useMember, useProfile } from '../../access/data/session';
import { mayWorkInAnyClub, workInClub } from '../../access/data/work-in-club';
import './work-in-club.css';

export function WorkInClubButton({ clubId, clubName, colour }: { clubId: string; clubName: string | null; colour: string | null }) {
  const member = useMember();
  const profile = useProfile();
  const [chosen, setChosen] = useState(false);
  // The name is needed for the header once switched: wait for the club to be read.
  if (!mayWorkInAnyClub(profile) || !clubName) return null;
  const current = member?.clubId === clubId && member.roleId === RoleId.admin;
  return (
    <>
      {current ? null : (
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setChosen(true);
            void workInClub({ clubId, clubName, colour });
          }}
        >
          <Trans>Work in this club</Trans>
        </button>
      )}
      <span role="status" className="work-in-club__status">
        {current && chosen ? <Trans>You are now working in {clubName}.</Trans> : null}
      </span>
    </>
  );
}
