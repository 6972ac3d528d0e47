// Reset password with the emailed verification code.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { resetPasswordSchema } from '../../../domain/auth/reset-password-schema';
import { NewPasswordFields } from '../../../ui/new-password-fields';
import { TextField } from '../../../ui/text-field';
import { useCall } from '../../../ui/use-call';
import { resetForgottenPassword } from '../data/passwords';
import { authText, failureMessages, failureText } from '../model/auth-text';
import { AccessLayout } from './access-layout';

export function ResetPasswordScreen({ email = '', sent = false }: { email?: string; sent?: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: valibotResolver(resetPasswordSchema), defaultValues: { email, code: '', password: '', confirmPassword: '' } });
  const call = useCall(resetForgottenPassword, { onSuccess: () => void navigate({ to: '/password-updated' }) });
  const text = (english: string | undefined) => {
    const d = authText(english);
    return d ? i18n._(d) : undefined;
  };

  return (
    <AccessLayout>
      <h1>
        <Trans>Reset your password</Trans>
      </h1>
      {sent && email ? (
        <p className="alert alert--ok" role="status">
          <Trans>If an account exists for {email}, a 6-digit verification code is on its way.</Trans>
        </p>
      ) : (
        <p className="access__help">
          <Trans>Enter the 6-digit verification code we emailed you and choose a new password.</Trans>
        </p>
      )}
      <form className="form" noValidate onSubmit={handleSubmit((data) => call.run(data))}>
        {call.error ? (
          <div className="alert alert--error" role="alert">
            {i18n._(failureText(call.error, failureMessages.reset))}
          </div>
        ) : null}
        <TextField label={t`Email`} type="email" autoComplete="username" inputMode="email" error={text(errors.email?.message)} {...register('email')} />
        <TextField label={t`Verification code`} autoComplete="one-time-code" inputMode="numeric" maxLength={6} error={text(errors.code?.message)} {...register('code')} />
        <NewPasswordFields password={register('password')} confirm={register('confirmPassword')} passwordError={text(errors.password?.message)} confirmError={text(errors.confirmPassword?.message)} />
        <button type="submit" className="button button--primary button--block" disabled={call.loading}>
          {call.loading ? <Trans>Saving…</Trans> : <Trans>Reset password</Trans>}
        </button>
      </form>
      <div className="access__links">
        <Link to="/" className="text-link">
          <Trans>Back to sign in</Trans>
        </Link>
        <Link to="/forgot-password" search={{ email: email || undefined }} className="text-link">
          <Trans>Send a new code</Trans>
        </Link>
      </div>
    </AccessLayout>
  );
}
