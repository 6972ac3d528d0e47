// The new password and its confirmation, as every password form asks them (reset, replacing a
// temporary password, changing it on the profile): the same labels, hint and autocomplete, so
// password managers offer to generate and save the new one. Takes react-hook-form's register().
import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

interface Props {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  passwordError?: string;
  confirmError?: string;
}

export function NewPasswordFields({ password, confirm, passwordError, confirmError }: Props) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        hint={t`At least 8 characters, with 1 symbol, 1 uppercase letter and 1 number.`}
        error={passwordError}
        {...password}
      />
      <TextField label={t`Confirm new password`} type="password" autoComplete="new-password" error={confirmError} {...confirm} />
    </>
  );
}
