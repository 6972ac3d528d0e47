// Step 1: invite code, email, and mobile with its country code.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { TextField } from '../../../ui/text-field';
import { messageText } from '../model/message-text';
import { inviteStepSchema } from '../model/step-schemas';
import type { StepProps } from './step-props';

type Values = v.InferInput<typeof inviteStepSchema>;

export function InviteStep({ draft, advance }: StepProps) {
  const { t, i18n } = useLingui();
  const { register, handleSubmit, formState: { errors } } = useForm<Values, unknown, v.InferOutput<typeof inviteStepSchema>>({
    resolver: valibotResolver(inviteStepSchema),
    defaultValues: { inviteCode: draft.inviteCode, email: draft.email, countryCode: draft.countryCode, mobile: draft.mobile },
  });
  const err = (m?: string) => (m ? i18n._(messageText(m)!) : undefined);
  return (
    <form className="form" noValidate onSubmit={handleSubmit((d) => advance({ ...d, inviteCode: d.inviteCode.toUpperCase(), problem: null }))}>
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
      <button type="submit" className="button button--primary button--block">
        <Trans>Continue</Trans>
      </button>
    </form>
  );
}
