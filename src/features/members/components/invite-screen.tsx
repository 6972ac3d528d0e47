// Invite a member, or quick invite (spec §2 Club administration): role, team, and an email or a
// mobile with its country code. The answer's invite code is shown so it can be passed on.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { invitableRolesFor, inviteMemberSchema, type InviteAnswer } from '../../../domain/club/invite-schema';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { useClubPermissions } from '../../access/data/club-permissions';
import { useClubTeams } from '../data/club-teams';
import { useSendInvite } from '../data/invites';
import { failureText, memberFailure } from '../model/failure-text';
import { formText } from '../model/form-text';
import { roleText } from '../../../ui/role-text';
import './members.css';

interface InviteForm {
  role: string;
  teamId: string;
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  mobile: string;
}

const blank: InviteForm = { role: 'parent', teamId: '', firstName: '', lastName: '', email: '', countryCode: '+44', mobile: '' };

/** Empty fields are left out, so the schema sees only what was filled in. */
const toInput = (f: InviteForm) => ({
  role: f.role,
  teamId: f.teamId || null,
  firstName: f.firstName.trim() || undefined,
  lastName: f.lastName.trim() || undefined,
  email: f.email.trim() || null,
  countryCode: f.mobile.trim() ? f.countryCode.trim() || null : null,
  mobile: f.mobile.trim() || null,
});

const schemaResolver = valibotResolver(inviteMemberSchema);

export function InviteScreen({ clubId }: { clubId: string }) {
  const { t, i18n } = useLingui();
  const { teams, clubName } = useClubTeams(clubId);
  const [quick, setQuick] = useState(true);
  const [sent, setSent] = useState<InviteAnswer['invite'] | null>(null);
  const send = useSendInvite(clubId);
  // Only the roles the server lets this member invite (staff roles need members.manage).
  const roles = invitableRolesFor(useClubPermissions(clubId).has);
  const { register, handleSubmit, reset, formState: { errors } } = useForm<InviteForm>({
    defaultValues: blank,
    // The form keeps strings; the shared schema checks the cleaned-up values.
    resolver: async (values, ctx, options) => {
      const result = await schemaResolver(toInput(values) as never, ctx, options as never);
      return { values: Object.keys(result.errors).length ? {} : values, errors: result.errors } as never;
    },
  });
  const err = (m: string | undefined) => (m ? i18n._(formText(m)!) : undefined);

  async function submit(values: InviteForm) {
    setSent(null);
    const answer = await send.run(toInput(values) as never, quick);
    if (answer) {
      setSent(answer.invite);
      reset({ ...blank, role: values.role, teamId: values.teamId, countryCode: values.countryCode });
    }
  }

  return (
    <>
      <div className="page-head">
        <h1>{quick ? <Trans>Quick invite</Trans> : <Trans>Invite a member</Trans>}</h1>
        <p>{clubName ?? ''}</p>
      </div>
      <div className="segmented invite-kind" role="group" aria-label={t`Kind of invite`}>
        <button type="button" className="button" aria-pressed={quick} onClick={() => setQuick(true)}>
          <Trans>Quick invite</Trans>
        </button>
        <button type="button" className="button" aria-pressed={!quick} onClick={() => setQuick(false)}>
          <Trans>Invite a member</Trans>
        </button>
      </div>
      <div role="status" aria-live="polite">
        {sent ? (
          <p className="alert alert--ok">
            <Trans>
              Invite sent. Invite code: <strong>{sent.code}</strong>
            </Trans>
          </p>
        ) : null}
      </div>
      {send.error ? (
        <p className="alert alert--error" role="alert">
          {i18n._(failureText(send.error, memberFailure.invite))}
        </p>
      ) : null}
      <form className="form" noValidate onSubmit={handleSubmit(submit)}>
        <SelectField label={t`Role`} options={roles.map((r) => [r, i18n._(roleText[r])])} error={err(errors.role?.message)} {...register('role')} />
        <SelectField label={t`Team`} options={[['', t`No team`], ...teams.map((x): [string, string] => [x.id, x.name])]} error={err(errors.teamId?.message)} {...register('teamId')} />
        {!quick ? (
          <>
            <TextField label={t`First name`} autoComplete="off" error={err(errors.firstName?.message)} {...register('firstName')} />
            <TextField label={t`Last name`} autoComplete="off" error={err(errors.lastName?.message)} {...register('lastName')} />
          </>
        ) : null}
        <TextField label={t`Email`} type="email" inputMode="email" autoComplete="off" error={err(errors.email?.message)} {...register('email')} />
        <div className="members-filters">
          <TextField label={t`Country code`} inputMode="tel" autoComplete="off" error={err(errors.countryCode?.message)} {...register('countryCode')} />
          <TextField label={t`Mobile number`} type="tel" inputMode="tel" autoComplete="off" error={err(errors.mobile?.message)} {...register('mobile')} />
        </div>
        <button type="submit" className="button button--primary button--block" disabled={send.loading}>
          {send.loading ? <Trans>Sending…</Trans> : <Trans>Send invite</Trans>}
        </button>
      </form>
      <p>
        <Link className="text-link" to="/secure/club/$clubId/invites" params={{ clubId }}>
          <Trans>See invite status</Trans>
        </Link>
      </p>
    </>
  );
}
