// Step 3: the member's names.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../ui/text-field';
import { messageText } from '../model/message-text';
import { profileStepSchema } from '../model/step-schemas';
import type { StepProps } from './step-props';

export function ProfileStep({ draft, advance }: StepProps) {
  const { t, i18n } = useLingui();
  const { register, handleSubmit, formState: { errors } } = useForm({
    resolver: valibotResolver(profileStepSchema),
    defaultValues: { firstName: draft.firstName, lastName: draft.lastName },
  });
  const err = (m?: string) => (m ? i18n._(messageText(m)!) : undefined);
  return (
    <form className="form" noValidate onSubmit={handleSubmit((d) => advance(d))}>
      <TextField label={t`First name`} autoComplete="given-name" error={err(errors.firstName?.message)} {...register('firstName')} />
      <TextField label={t`Last name`} autoComplete="family-name" error={err(errors.lastName?.message)} {...register('lastName')} />
      <button type="submit" className="button button--primary button--block">
        <Trans>Continue</Trans>
      </button>
    </form>
  );
}
