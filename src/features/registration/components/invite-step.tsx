// Step 1: invite code, email, and mobile with its country code. The code is checked with the
// server when there is a network (GET open/invite?code=); the invite names the club.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { TextField } from '../../../ui/text-field';
import { verifyInviteCode } from '../data/registration-calls';
import { messageText } from '../model/message-text';
import { inviteStepSchema } from '../model/step-schemas';
import type { StepProps } from './step-props';

type Values = v.InferInput<typeof inviteStepSchema>;

export function InviteStep({ draft, advance }: StepProps) {
  const { t, i18n } = useLingui();
  const [checking, setChecking] = useState(false);
  const { register, handleSubmit, setError, formState: { errors } } = useForm<Values, unknown, v.InferOutput<typeof inviteStepSchema>>({
    resolver: valibotResolver(inviteStepSchema),
    defaultValues: { inviteCode: draft.inviteCode, email: draft.email, countryCode: draft.countryCode, mobile: draft.mobile },
  });
  const err = (m?: string) => (m ? i18n._(messageText(m)!) : undefined);

  async function submit(d: v.InferOutput<typeof inviteStepSchema>) {
    const inviteCode = d.inviteCode.toUpperCase();
    setChecking(true);
    const check = await verifyInviteCode(inviteCode);
    setChecking(false);
    if (check.kind === 'invalid') return setError('inviteCode', { message: check.message }, { shouldFocus: true });
    const invite = check.kind === 'valid' ? check.invite : null;
    await advance({
      ...d,
      inviteCode,
      problem: null,
      ...(invite ? { guid: invite.guid, clubName: invite.clubName, clubId: invite.clubId, teamId: invite.teamId, role: invite.role } : {}),
    });
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit(submit)}>
      {draft.problem ? (
        <div className="alert alert--error" role="alert">
          {err(draft.problem)}
        </div>
      ) : null}
      <TextField label={t`Invite code`} autoComplete="off" autoCapitalize="characters" error={err(errors.inviteCode?.message)} {...register('inviteCode')} />
      <TextField label={t`Email`} type="email" inputMode="email" autoComplete="email" error={err(errors.email?.message)} {...register('email')} />
      <div className="registration__phone">
        <TextField label={t`Country code`} inputMode="tel" autoComplete="tel-country-code" error={err(errors.countryCode?.message)} {...register('countryCode')} />
        <TextField label={t`Mobile number`} type="tel" inputMode="tel" autoComplete="tel-national" error={err(errors.mobile?.message)} {...register('mobile')} />
      </div>
      <button type="submit" className="button button--primary button--block" aria-disabled={checking || undefined}>
        {checking ? <Trans>Checking your invite…</Trans> : <Trans>Continue</Trans>}
      </button>
    </form>
  );
}
