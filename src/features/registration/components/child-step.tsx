// Steps 8 and 9 (parents): add a child, then another. The child joins the invite's club and team
// through the open invite pages (POST open/{guid}/club/invites/player).
import { valibotResolver } from '@hookform/resolvers/valibot';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { childSchema, type ChildInput } from '../../../domain/open/child-schema';
import { TextField } from '../../../ui/text-field';
import { useCall } from '../../../ui/use-call';
import { addChild } from '../data/registration-calls';
import { failureText, messageText } from '../model/message-text';
import type { StepProps } from './step-props';

interface ChildForm {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

export function ChildStep({ draft, advance, another }: StepProps & { another: boolean }) {
  const { t, i18n } = useLingui();
  const { register, handleSubmit, reset, formState: { errors } } = useForm<ChildForm>({
    resolver: valibotResolver(childSchema) as never,
    defaultValues: { firstName: '', lastName: draft.lastName, dateOfBirth: '' },
  });
  const call = useCall((child: ChildInput) => addChild(draft.guid!, child));
  const err = (m?: string) => (m ? i18n._(messageText(m)!) : undefined);
  const finish = () => advance({ step: 'done' });

  async function submit(values: ChildForm) {
    const input = { firstName: values.firstName, lastName: values.lastName, dateOfBirth: values.dateOfBirth || null } as ChildInput;
    const answer = await call.run(input);
    if (!answer) return;
    const c = answer.child;
    reset({ firstName: '', lastName: draft.lastName, dateOfBirth: '' });
    await advance({ children: [...draft.children, { id: c.id, firstName: c.firstName, lastName: c.lastName, dateOfBirth: c.dateOfBirth }], step: 'another-child' });
  }

  if (!draft.guid) {
    return (
      <div className="form">
        <p>
          <Trans>To add your child here, open the link in your invite email. You can also ask your club to invite your child.</Trans>
        </p>
        <button type="button" className="button button--primary button--block" onClick={() => void finish()}>
          <Trans>Finish</Trans>
        </button>
      </div>
    );
  }
  return (
    <form className="form" noValidate onSubmit={handleSubmit(submit)}>
      {draft.children.length ? (
        <>
          <p>
            <Trans>Children added:</Trans>
          </p>
          <ul className="list">
            {draft.children.map((c) => (
              <li key={c.id} className="list__item">
                {c.firstName} {c.lastName}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {call.error ? (
        <div className="alert alert--error" role="alert">
          {i18n._(failureText(call.error, msg`There has been a problem adding your child`))}
        </div>
      ) : null}
      <TextField label={t`Child's first name`} autoComplete="off" error={err(errors.firstName?.message)} {...register('firstName')} />
      <TextField label={t`Child's last name`} autoComplete="off" error={err(errors.lastName?.message)} {...register('lastName')} />
      <TextField label={t`Date of birth`} type="date" error={err(errors.dateOfBirth?.message)} {...register('dateOfBirth', { setValueAs: (s: string) => s || null })} />
      <button type="submit" className="button button--primary button--block" disabled={call.loading}>
        {another ? <Trans>Add another child</Trans> : <Trans>Add child</Trans>}
      </button>
      <button type="button" className="button button--secondary button--block" onClick={() => void finish()}>
        {another || draft.children.length ? <Trans>Finish</Trans> : <Trans>Skip for now</Trans>}
      </button>
    </form>
  );
}
