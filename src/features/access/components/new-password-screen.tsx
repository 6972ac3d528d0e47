// Create new password: someone who signed in with a temporary password replaces it (the
// temporary password first, then the new one twice).
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { setPasswordSchema } from '../../../domain/auth/set-password-schema';
import { NewPasswordFields } from '../../../ui/new-password-fields';
import { TextField } from '../../../ui/text-field';
import { useCall } from '../../../ui/use-call';
import { replaceTemporaryPassword } from '../data/passwords';
import { authText, failureMessages, failureText } from '../model/auth-text';
import { AccessLayout } from './access-layout';

export function NewPasswordScreen() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: valibotResolver(setPasswordSchema), defaultValues: { currentPassword: '', password: '', confirmPassword: '' } });
  const call = useCall(replaceTemporaryPassword, { onSuccess: (to) => void navigate({ to }) });
  const text = (english: string | undefined) => {
    const d = authText(english);
    return d ? i18n._(d) : undefined;
  };

  return (
    <AccessLayout>
      <h1>
        <Trans>Create a new password</Trans>
      </h1>
      <p className="access__help">
        <Trans>You signed in with a temporary password. Enter it, then choose your own password.</Trans>
      </p>
      <form className="form" noValidate onSubmit={handleSubmit((data) => call.run(data))}>
        {call.error ? (
          <div className="alert alert--error" role="alert">
            {i18n._(failureText(call.error, failureMessages.update))}
          </div>
        ) : null}
        <TextField label={t`Temporary password`} type="password" autoComplete="current-password" error={text(errors.currentPassword?.message)} {...register('currentPassword')} />
        <NewPasswordFields password={register('password')} confirm={register('confirmPassword')} passwordError={text(errors.password?.message)} confirmError={text(errors.confirmPassword?.message)} />
        <button type="submit" className="button button--primary button--block" disabled={call.loading}>
          {call.loading ? <Trans>Saving…</Trans> : <Trans>Save password</Trans>}
        </button>
      </form>
      <div className="access__links">
        <Link to="/log-out" className="text-link">
          <Trans>Log out</Trans>
        </Link>
      </div>
    </AccessLayout>
  );
}
