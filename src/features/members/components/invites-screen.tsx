// Invite status: every member of the club not yet registered, with their invite's state;
// resend one, or resend all open invites (GET club/{id}/users/invite).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Empty, Failure, Loading } from '../../../ui/states';
import { useResendAll, useResendOne } from '../data/invites';
import { useMemberList } from '../data/members';
import { failureText, memberFailure } from '../model/failure-text';
import { DEFAULT_FILTERS } from '../model/member-filters';
import { inviteStatusLabel } from '../model/member-text';
import './members.css';

const ALL = { ...DEFAULT_FILTERS, status: 'all' as const };

export function InvitesScreen({ clubId }: { clubId: string }) {
  const { t, i18n } = useLingui();
  const list = useMemberList(clubId, 'users', ALL);
  const all = useResendAll(clubId);
  const one = useResendOne(clubId);
  const [note, setNote] = useState<string | null>(null);
  const pending = (list.answer?.members ?? []).filter((m) => !m.registered);
  const error = all.error ?? one.error;

  async function resendAll() {
    setNote(null);
    const answer = await all.run();
    if (answer) setNote(t`${answer.sent} invites sent again.`);
  }
  async function resend(id: string, name: string) {
    setNote(null);
    if (await one.run(id)) {
      setNote(t`Invite sent again to ${name}.`);
      list.reload();
    }
  }

  return (
    <>
      <div className="page-head">
        <h1>
          <Trans>Invites</Trans>
        </h1>
      </div>
      <div className="member-actions">
        <Link className="button button--secondary" to="/secure/club/$clubId/invite" params={{ clubId }}>
          <Trans>Invite a member</Trans>
        </Link>
        <button type="button" className="button button--primary" onClick={() => void resendAll()} disabled={all.loading}>
          <Trans>Resend all invites</Trans>
        </button>
      </div>
      <div role="status" aria-live="polite">
        {note ? <p className="alert alert--ok">{note}</p> : null}
      </div>
      {error ? (
        <p className="alert alert--error" role="alert">
          {i18n._(failureText(error, memberFailure.invite))}
        </p>
      ) : null}
      {list.error ? (
        <Failure message={i18n._(failureText(list.error, memberFailure.retrieve))} onRetry={list.reload} />
      ) : list.loading && !list.answer ? (
        <Loading />
      ) : pending.length === 0 ? (
        <Empty>
          <Trans>Everyone invited has registered.</Trans>
        </Empty>
      ) : (
        <ul className="list">
          {pending.map((m) => {
            const name = `${m.firstName} ${m.lastName}`.trim() || (m.email ?? '');
            return (
              <li key={m.id} className="list__item member-row">
                <span className="list__body">
                  <span className="list__title">{name}</span>
                  <span className="list__meta">
                    {m.email ?? '—'} · {i18n._(inviteStatusLabel[m.inviteStatus])}
                  </span>
                </span>
                {m.inviteStatus === 'sent' || m.inviteStatus === 'expired' ? (
                  <button type="button" className="button button--secondary" onClick={() => void resend(m.id, name)} disabled={one.loading} aria-label={t`Resend invite to ${name}`}>
                    <Trans>Resend</Trans>
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
