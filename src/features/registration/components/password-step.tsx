// Step 4: the password (spec §5 strength rule) and its confirmation. The account is created
// here with every answer so far; a refused invite code or email sends the wizard back to step 1.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../ui/text-field';
import { useCall } from '../../../ui/use-call';
import { createAccount } from '../data/registration-calls';
import { failureText, messageText, restartProblem } from '../model/message-text';
import { passwordStepSchema } from '../model/step-schemas';
import type { StepProps } from './step-props';

export function PasswordStep({ draft, advance }: StepProps) {
  const { t, i18n } = useLingui();
  const { register, handleSubmit, formState: { errors } } = useForm({
    resolver: valibotResolver(passwordStepSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const call = useCall((password: string, confirm: string) => createAccount(draft, password, confirm), {
    onFailure: (e) => {
      const problem = restartProblem(e);
      if (problem) void advance({ step: 'invite', problem });
    },
  });
  const err = (m?: string) => (m ? i18n._(messageText(m)!) : undefined);

  async function submit(d: { password: string; confirmPassword: string }) {
    const answer = await call.run(d.password, d.confirmPassword);
    if (answer) {
      // The membership the invite made: a parent's children join its club and team.
      const joined = answer.memberships.find((m) => m.role === 'parent') ?? answer.memberships.find((m) => m.role === draft.role) ?? answer.memberships[0];
      await advance({ userId: answer.user.id, role: joined?.role ?? null, clubName: joined?.clubName ?? null, clubId: joined?.clubId ?? null, teamId: joined?.teamId ?? null, problem: null });
    }
  }
  const error = call.error;

  return (
    <form className="form" noValidate onSubmit={handleSubmit(submit)}>
      {error ? (
        <div className="alert alert--error" role="alert">
          {i18n._(failureText(error, msg`There has been an error activating your account`))}
        </div>
      ) : null}
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        hint={t`At least 8 characters, with 1 symbol, 1 uppercase letter and 1 number.`}
        error={err(errors.password?.message)}
        {...register('password')}
      />
      <TextField label={t`Confirm password`} type="password" autoComplete="new-password" error={err(errors.confirmPassword?.message)} {...register('confirmPassword')} />
      <button type="submit" className="button button--primary button--block" disabled={call.loading}>
        {call.loading ? <Trans>Creating your account…</Trans> : <Trans>Create account</Trans>}
      </button>
    </form>
  );
}
