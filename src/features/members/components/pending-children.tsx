// Children a parent added to a team the parent was not invited to, waiting for that team's staff
// (server/README.md "Membership states"): each with the team they wait to join, Approve, and
// Decline (asked first). Online admin calls like the other member changes (data/members.ts); the
// server decides who may approve (club admins any team, coaches their teams) and the player limit.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { MemberSummary } from '../../../domain/club/member-schemas';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import { useMemberChange } from '../data/members';
import { failureText, memberFailure } from '../model/failure-text';
import { pendingTeams } from '../model/member-filters';

export interface PendingChildrenProps {
  clubId: string;
  members: MemberSummary[];
  /** After a decision the server took: the sentence to announce (the list is then read again). */
  onDecided: (message: string) => void;
}

export function PendingChildren({ clubId, members, onDecided }: PendingChildrenProps) {
  const { t, i18n } = useLingui();
  const change = useMemberChange(clubId);
  const [asking, setAsking] = useState<string | null>(null);
  const [lastId, setLastId] = useState<string | null>(null);
  const declineButtons = useRef(new Map<string, HTMLButtonElement>());

  async function decide(m: MemberSummary, name: string, teams: string, approve: boolean) {
    setLastId(m.id);
    const ok = await change.run([m.id], { kind: 'approve', approve });
    setAsking(null);
    if (ok === undefined) return;
    onDecided(!approve ? t`${name} was declined.` : teams ? t`${name} was approved and joins ${teams}.` : t`${name} was approved.`);
  }

  function cancel(id: string) {
    setAsking(null);
    // Back to the button that asked, for keyboard and screen-reader users.
    requestAnimationFrame(() => declineButtons.current.get(id)?.focus());
  }

  return (
    <ul className="list" aria-label={t`Children waiting for approval`}>
      {members.map((m) => {
        const name = `${m.firstName} ${m.lastName}`.trim();
        const named = pendingTeams(m).filter((x): x is string => Boolean(x));
        const teams = named.join(', ');
        const failed = change.error && lastId === m.id && !change.loading;
        return (
          <li key={m.id} className="list__item pending-row">
            <span className="list__body">
              <Link className="list__title" to="/secure/club/$clubId/members/$userId" params={{ clubId, userId: m.id }}>
                {name}
              </Link>
              <span className="list__meta">{teams ? t`Waiting to join ${teams}` : t`Waiting to join the club`}</span>
            </span>
            {failed ? (
              <p className="alert alert--error" role="alert">
                {i18n._(failureText(change.error, memberFailure.update))}
              </p>
            ) : null}
            {asking === m.id ? (
              <ConfirmQuestion
                question={teams ? t`Decline ${name}? They will not join ${teams}.` : t`Decline ${name}? They will not join the club.`}
                confirmLabel={t`Decline`}
                cancelLabel={t`Cancel`}
                danger
                busy={change.loading}
                onConfirm={() => void decide(m, name, teams, false)}
                onCancel={() => cancel(m.id)}
              />
            ) : (
              <span className="pending-row__actions">
                <button type="button" className="button button--primary" aria-label={t`Approve ${name}`} disabled={change.loading} onClick={() => void decide(m, name, teams, true)}>
                  <Trans>Approve</Trans>
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t`Decline ${name}`}
                  disabled={change.loading}
                  ref={(el) => {
                    if (el) declineButtons.current.set(m.id, el);
                    else declineButtons.current.delete(m.id);
                  }}
                  onClick={() => setAsking(m.id)}
                >
                  <Trans>Decline</Trans>
                </button>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
