// What a club admin does to one member from their profile (issue 19 item 11): change the name and
// mobile (PUT user/{id}), take them out of a team (DELETE user/{id}/team, asked first) and resend
// their invite (POST user/{id}/invite/send). Offered by the member's permissions; the server
// decides again. The email is offered only before the member has a login; the server also refuses
// it for an account another club holds or made (a club changing it would take the account over).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { UserProfileAnswer } from '../../../domain/user/profile-schema';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import { TextField } from '../../../ui/text-field';
import { useCall } from '../../../ui/use-call';
import { useClubPermissions } from '../../access/data/club-permissions';
import { removeFromTeam, resendInvite, updateMemberDetails, type MemberDetails } from '../data/member-calls';
import { failureText, memberFailure, saveFailure } from '../model/failure-text';

type Profile = UserProfileAnswer['user'];

const blankToNull = (s: string): string | null => (s.trim() === '' ? null : s.trim());

export function MemberDetailsForm({ clubId, profile, onSaved }: { clubId: string; profile: Profile; onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const [details, setDetails] = useState({ firstName: profile.firstName, lastName: profile.lastName, email: profile.email ?? '', countryCode: profile.countryCode ?? '', telephone: profile.telephone ?? '' });
  const [saved, setSaved] = useState(false);
  const save = useCall((d: MemberDetails) => updateMemberDetails(clubId, profile.id, d));
  const set = (key: keyof typeof details) => (e: { target: { value: string } }) => {
    setSaved(false);
    setDetails((d) => ({ ...d, [key]: e.target.value }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    const email = details.email.trim();
    // The email is sent only when changed: the server allows it on few accounts.
    const changedEmail = !profile.registered && email !== '' && email !== (profile.email ?? '') ? { email } : {};
    const ok = await save.run({ firstName: details.firstName.trim(), lastName: details.lastName.trim(), countryCode: blankToNull(details.countryCode), telephone: blankToNull(details.telephone), ...changedEmail });
    if (ok === undefined) return;
    setSaved(true);
    onSaved();
  }

  return (
    <section className="card" aria-labelledby="edit-h">
      <h2 id="edit-h">
        <Trans>Edit details</Trans>
      </h2>
      <form onSubmit={(e) => void submit(e)}>
        <TextField label={t`First name`} autoComplete="off" required maxLength={100} value={details.firstName} onChange={set('firstName')} />
        <TextField label={t`Last name`} autoComplete="off" required maxLength={100} value={details.lastName} onChange={set('lastName')} />
        {/* A registered member's email is their sign-in: only they change it. */}
        {profile.registered ? null : <TextField label={t`Email`} type="email" inputMode="email" autoComplete="off" maxLength={254} value={details.email} onChange={set('email')} />}
        <TextField label={t`Country code`} inputMode="tel" autoComplete="off" value={details.countryCode} onChange={set('countryCode')} />
        <TextField label={t`Mobile number`} type="tel" inputMode="tel" autoComplete="off" value={details.telephone} onChange={set('telephone')} />
        {save.error ? (
          <p className="alert alert--error" role="alert">
            {i18n._(saveFailure(save.error))}
          </p>
        ) : null}
        {saved ? (
          <p className="alert" role="status">
            <Trans>The details were saved.</Trans>
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={save.loading}>
          {save.loading ? t`Saving…` : t`Save details`}
        </button>
      </form>
    </section>
  );
}

/** Takes the member out of one team, after a question. */
export function RemoveFromTeamButton({ clubId, userId, teamId, teamName, onRemoved }: { clubId: string; userId: string; teamId: string; teamName: string; onRemoved: () => void }) {
  const { t, i18n } = useLingui();
  const [asking, setAsking] = useState(false);
  const remove = useCall(() => removeFromTeam(clubId, userId, teamId));
  if (asking) {
    return (
      <>
        <ConfirmQuestion
          question={t`Remove this member from ${teamName}?`}
          confirmLabel={t`Remove`}
          cancelLabel={t`Cancel`}
          danger
          busy={remove.loading}
          onConfirm={() =>
            void remove.run().then((ok) => {
              if (ok === undefined) return;
              setAsking(false);
              onRemoved();
            })
          }
          onCancel={() => setAsking(false)}
        />
        {remove.error ? (
          <p className="alert alert--error" role="alert">
            {i18n._(failureText(remove.error, memberFailure.remove))}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <button type="button" className="button button--secondary" onClick={() => setAsking(true)} aria-label={t`Remove from ${teamName}`}>
      <Trans>Remove from team</Trans>
    </button>
  );
}

/** Sends one member's open invite again (only someone not registered yet has one). */
export function ResendInviteButton({ clubId, userId }: { clubId: string; userId: string }) {
  const { t, i18n } = useLingui();
  const send = useCall(() => resendInvite(clubId, userId));
  return (
    <div className="member-actions">
      <button type="button" className="button button--secondary" disabled={send.loading} onClick={() => void send.run()}>
        {send.loading ? t`Sending…` : t`Resend invite`}
      </button>
      {send.data ? (
        <p className="alert" role="status">
          <Trans>The invite was sent again.</Trans>
        </p>
      ) : null}
      {send.error ? (
        <p className="alert alert--error" role="alert">
          {i18n._(failureText(send.error, memberFailure.invite))}
        </p>
      ) : null}
    </div>
  );
}

/** The admin's part of the profile screen, by what the member may do in the club. */
export function useMemberAdmin(clubId: string) {
  const permissions = useClubPermissions(clubId);
  return { mayManage: permissions.has('members.manage'), mayInvite: permissions.has('invites.send') };
}
