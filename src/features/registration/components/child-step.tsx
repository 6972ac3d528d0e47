// Steps 8 and 9 (parents): add a child, then another. Each child is queued as the onboarding
// 'child' step and joins the club and team of the parent's invite; a child the server keeps
// waiting for the team's staff (pending) is shown so.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { childSchema, type ChildInput } from '../../../domain/open/child-schema';
import { TextField } from '../../../ui/text-field';
import { useChildStatuses } from '../data/child-status';
import { queueOnboardingStep } from '../data/registration-calls';
import { messageText } from '../model/message-text';
import type { StepProps } from './step-props';

type ChildForm = v.InferInput<typeof childSchema>;

export function ChildStep({ draft, advance, another }: StepProps & { another: boolean }) {
  const { t, i18n } = useLingui();
  const { register, handleSubmit, reset, formState: { errors, isSubmitting } } = useForm<ChildForm, unknown, ChildInput>({
    resolver: valibotResolver(childSchema),
    defaultValues: { firstName: '', lastName: draft.lastName, dateOfBirth: null },
  });
  const statuses = useChildStatuses(draft);
  const err = (m?: string) => (m ? i18n._(messageText(m)!) : undefined);
  const finish = () => advance({ step: 'done' });

  async function submit(child: ChildInput) {
    if (!draft.clubId) return;
    await queueOnboardingStep(draft, { step: 'child', clubId: draft.clubId, teamId: draft.teamId, child });
    reset({ firstName: '', lastName: draft.lastName, dateOfBirth: null });
    const added = { id: crypto.randomUUID(), firstName: child.firstName, lastName: child.lastName, dateOfBirth: child.dateOfBirth ?? null };
    await advance({ children: [...draft.children, added], step: 'another-child' });
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
                <span className="list__body">
                  <span className="list__title">
                    {c.firstName} {c.lastName}
                  </span>
                  {statuses.get(c.id) === 'pending' ? (
                    <span className="list__meta">
                      <Trans>Waiting for the team's coach to approve</Trans>
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <TextField label={t`Child's first name`} autoComplete="off" error={err(errors.firstName?.message)} {...register('firstName')} />
      <TextField label={t`Child's last name`} autoComplete="off" error={err(errors.lastName?.message)} {...register('lastName')} />
      <TextField label={t`Date of birth`} type="date" error={err(errors.dateOfBirth?.message)} {...register('dateOfBirth', { setValueAs: (s: string | null) => s || null })} />
      <button type="submit" className="button button--primary button--block" aria-disabled={isSubmitting || undefined}>
        {another ? <Trans>Add another child</Trans> : <Trans>Add child</Trans>}
      </button>
      <button type="button" className="button button--secondary button--block" onClick={() => void finish()}>
        {another || draft.children.length ? <Trans>Finish</Trans> : <Trans>Skip for now</Trans>}
      </button>
    </form>
  );
}
