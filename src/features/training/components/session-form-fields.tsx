// The inputs of every training-session field of spec §3, shared by the add/copy form and the
// edit form on the detail screen (react-hook-form's register and errors come from the form).
import { useLingui } from '@lingui/react/macro';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { INTENSITIES, PITCH_SIZES, PITCH_SURFACES } from '../../../domain/session/fields';
import { useSessionFieldWords } from '../../../ui/session-field-words';
import { REPEAT_OPTIONS } from '../../../domain/training/create-schema';
import { SelectField } from '../../../ui/select-field';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import type { SessionFormValues } from '../model/session-form';
import { trainingText } from '../model/training-text';

export interface SessionFormFieldsProps {
  register: UseFormRegister<SessionFormValues>;
  errors: FieldErrors<SessionFormValues>;
  teams: { id: string; name: string }[];
  /** The repeat choice (add only: a series is made when it is created). */
  showRepeat: boolean;
  repeats: boolean;
  /** The chosen team's coaches (spec §3 "coach"); the current coach is kept even when not listed. */
  coaches: { id: string; name: string }[];
  coachId: string;
}

export function SessionFormFields({ register, errors, teams, showRepeat, repeats, coaches, coachId }: SessionFormFieldsProps) {
  const { t, i18n } = useLingui();
  const words = useSessionFieldWords();
  const err = (m?: string) => trainingText(i18n, m);
  const text = (name: keyof SessionFormValues, label: string) => <TextField label={label} error={err(errors[name]?.message)} {...register(name)} />;
  const area = (name: keyof SessionFormValues, label: string) => <TextAreaField label={label} error={err(errors[name]?.message)} {...register(name)} />;
  const select = (name: keyof SessionFormValues, label: string, options: [string, string][]) => <SelectField label={label} options={options} error={err(errors[name]?.message)} {...register(name)} />;
  const repeatText: Record<number, string> = { 0: t`Never`, 7: t`Every 7 days`, 14: t`Every 14 days`, 21: t`Every 21 days`, 28: t`Every 28 days` };
  return (
    <>
      {select('teamId', t`Team`, [['', t`Choose a team`], ...teams.map((x): [string, string] => [x.id, x.name])])}
      {text('location', t`Location`)}
      {select('sport', t`Sport`, [['football', t`Football`]])}
      <TextField label={t`Date`} type="date" error={err(errors.date?.message)} {...register('date')} />
      <TextField label={t`Start time`} type="time" {...register('startTime')} />
      <TextField label={t`End time`} type="time" error={err(errors.endTime?.message)} {...register('endTime')} />
      {showRepeat ? select('repeatEvery', t`Repeat`, REPEAT_OPTIONS.map((n): [string, string] => [String(n), repeatText[n]!])) : null}
      {showRepeat && repeats ? <TextField label={t`Repeat until`} type="date" error={err(errors.repeatUntil?.message)} {...register('repeatUntil')} /> : null}
      {select('coachId', t`Coach`, [
        ['', t`Not set`],
        ...(coachId && !coaches.some((c) => c.id === coachId) ? [[coachId, t`Current coach`] as [string, string]] : []),
        ...coaches.map((c): [string, string] => [c.id, c.name]),
      ])}
      {select('intensity', t`Intensity`, [['', t`Not set`], ...INTENSITIES.map((i): [string, string] => [i, words.intensity[i]])])}
      {text('coreSkill', t`Core skill`)}
      {select('pitchSize', t`Pitch size`, [['', t`Not set`], ...PITCH_SIZES.map((i): [string, string] => [i, words.size[i]])])}
      {select('pitchSurface', t`Pitch surface`, [['', t`Not set`], ...PITCH_SURFACES.map((i): [string, string] => [i, words.surface[i]])])}
      {text('weather', t`Weather`)}
      {text('topic', t`Topic`)}
      {area('directions', t`Directions`)}
      {text('mapLink', t`Map link`)}
      {area('additionalInfo', t`Additional info`)}
      {area('sessionPlan', t`Session plan`)}
      {text('healthSafetyFile', t`Health and safety file`)}
      {text('parentPlayerFile', t`Parent/player file`)}
    </>
  );
}
