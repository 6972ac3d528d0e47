// Edit password (spec §2): the current password, the new one and its confirmation, checked with
// the same schema as the server (src/domain/auth/set-password-schema.ts: the spec's messages and
// the strength rule). Online only: with no signal the form says so and sends nothing.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { setPasswordSchema, type SetPasswordData } from '../../../domain/auth/set-password-schema';
import { NewPasswordFields } from '../../../ui/new-password-fields';
import { TextField } from '../../../ui/text-field';
import { useCall } from '../../../ui/use-call';
import { useOnline } from '../../../ui/use-online';
import { authText, failureMessages, failureText } from '../../access/model/auth-text';
import { changePassword, currentPasswordProblem } from '../data/password';

const EMPTY: SetPasswordData = {
  currentPassword: '',
  password: '',
  confirmPassword: '',
};

export function PasswordForm() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: valibotResolver(setPasswordSchema),
    defaultValues: EMPTY,
  });
  const call = useCall(changePassword, {
    onSuccess: () => {
      setDone(true);
      reset(EMPTY);
    },
  });
  const text = (english: string | undefined) => {
    const d = authText(english);
    return d ? i18n._(d) : undefined;
  };
  const wrongCurrent = currentPasswordProblem(call.error);

  return (
    <form
      className="form card"
      aria-label={t`Change password`}
      noValidate
      onSubmit={handleSubmit((data) => {
        setDone(false);
        void call.run(data);
      })}
    >
      <h2>
        <Trans>Change password</Trans>
      </h2>
      {!online ? (
        <p className="alert" role="status">
          <Trans>You are offline. Changing your password needs a connection; nothing is saved on this device.</Trans>
        </p>
      ) : null}
      {done ? (
        <p className="alert alert--ok" role="status">
          <Trans>Your password has been updated. Your other devices have been signed out.</Trans>
        </p>
      ) : null}
      {call.error ? (
        <div className="alert alert--error" role="alert">
          {i18n._(failureText(call.error, failureMessages.update))}
        </div>
      ) : null}
      <TextField
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
        error={text(errors.currentPassword?.message ?? wrongCurrent)}
        {...register('currentPassword')}
      />
      <NewPasswordFields password={register('password')} confirm={register('confirmPassword')} passwordError={text(errors.password?.message)} confirmError={text(errors.confirmPassword?.message)} />
      <button type="submit" className="button button--primary" disabled={call.loading || !online}>
        {call.loading ? <Trans>Saving…</Trans> : <Trans>Save password</Trans>}
      </button>
    </form>
  );
}
