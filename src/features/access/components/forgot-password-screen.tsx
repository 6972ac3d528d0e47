// Forgot password: asks for the email address and sends a verification code to it.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { forgotPasswordSchema } from '../../../domain/auth/forgot-password-schema';
import { TextField } from '../../../ui/text-field';
import { useCall } from '../../../ui/use-call';
import { requestResetCode } from '../data/passwords';
import { authText, failureMessages, failureText } from '../model/auth-text';
import { AccessLayout } from './access-layout';

export function ForgotPasswordScreen({ email = '' }: { email?: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: valibotResolver(forgotPasswordSchema), defaultValues: { email } });
  const call = useCall(requestResetCode, { onSuccess: (sentTo) => void navigate({ to: '/reset-password', search: { email: sentTo, sent: true } }) });
  const fieldError = authText(errors.email?.message);

  return (
    <AccessLayout>
      <h1>
        <Trans>Forgot your password?</Trans>
      </h1>
      <p className="access__help">
        <Trans>Enter your email address and we will send you a verification code to reset your password.</Trans>
      </p>
      <form className="form" noValidate onSubmit={handleSubmit((data) => call.run(data))}>
        {call.error ? (
          <div className="alert alert--error" role="alert">
            {i18n._(failureText(call.error, failureMessages.reset))}
          </div>
        ) : null}
        <TextField label={t`Email`} type="email" autoComplete="email" inputMode="email" error={fieldError ? i18n._(fieldError) : undefined} {...register('email')} />
        <button type="submit" className="button button--primary button--block" disabled={call.loading}>
          {call.loading ? <Trans>Sending…</Trans> : <Trans>Send verification code</Trans>}
        </button>
      </form>
      <div className="access__links">
        <Link to="/" className="text-link">
          <Trans>Back to sign in</Trans>
        </Link>
        <Link to="/reset-password" className="text-link">
          <Trans>I already have a code</Trans>
        </Link>
      </div>
    </AccessLayout>
  );
}
