// The add-an-event form (staff): type, name, team (or the whole club, for club admins), date,
// start and end time, the core skill when practising at home, and notes. Checked on the device
// with the server's schema; refused input stays as typed with the message at its field.
import { useLingui } from '@lingui/react/macro';
import { EVENT_TYPES, type CalendarEventBody } from '../../../domain/calendar/event-schema';
import { CORE_SKILLS } from '../../../domain/training/core-skills';
import { useCheckedForm } from '../../../ui/use-checked-form';
import { coreSkillText } from '../../training/model/core-skill-text';
import { calendarMessage, eventTypeLabel } from '../model/calendar-text';
import { checkEvent, type EventFormValues } from '../model/event-form';

interface Props {
  initial: EventFormValues;
  teams: { id: string; name: string }[];
  /** Club admins may add an event for the whole club. */
  wholeClub: boolean;
  onSubmit: (body: Omit<CalendarEventBody, 'id'>) => Promise<void>;
  onCancel: () => void;
}

export function EventForm({ initial, teams, wholeClub, onSubmit, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const { id, formRef, values, set, busy, submit, field, error, say } = useCheckedForm<EventFormValues, Omit<CalendarEventBody, 'id'>>({
    initial,
    check: checkEvent,
    message: calendarMessage,
    onSubmit,
  });
  const input = (name: keyof EventFormValues, label: string, type = 'text') => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input id={`${id}-${name}`} type={type} className="field__input" value={values[name]} onChange={(e) => set({ [name]: e.target.value } as Partial<EventFormValues>)} {...field(name)} />
      {error(name)}
    </div>
  );
  const formError = say('form');
  return (
    <form ref={formRef} className="card calendar-form" onSubmit={submit} noValidate aria-label={t`Add an event`}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-type`}>{t`Type of event`}</label>
        <select id={`${id}-type`} className="field__input" value={values.type} onChange={(e) => set({ type: e.target.value as EventFormValues['type'] })} {...field('type')}>
          <option value="">{t`Choose…`}</option>
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {i18n._(eventTypeLabel[type])}
            </option>
          ))}
        </select>
        {error('type')}
      </div>
      {input('name', t`Name`)}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-team`}>{t`For`}</label>
        <select id={`${id}-team`} className="field__input" value={values.teamId} onChange={(e) => set({ teamId: e.target.value })} {...field('teamId')}>
          {wholeClub ? <option value="">{t`The whole club`}</option> : null}
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </select>
        {error('teamId')}
      </div>
      {input('date', t`Date`, 'date')}
      <div className="calendar-form__times">
        {input('startTime', t`Start time`, 'time')}
        {input('endTime', t`End time`, 'time')}
      </div>
      {values.type === 'practice' ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-skill`}>{t`Core skill`}</label>
          <select id={`${id}-skill`} className="field__input" value={values.coreSkill} onChange={(e) => set({ coreSkill: e.target.value })} {...field('coreSkill')}>
            <option value="">{t`Choose…`}</option>
            {CORE_SKILLS.map((skill) => (
              <option key={skill} value={skill}>
                {coreSkillText(i18n, skill)}
              </option>
            ))}
          </select>
          {error('coreSkill')}
        </div>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-notes`}>{t`Notes`}</label>
        <textarea id={`${id}-notes`} className="field__input" rows={3} value={values.notes} onChange={(e) => set({ notes: e.target.value })} {...field('notes')} />
        {error('notes')}
      </div>
      {formError ? (
        <p className="field__error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="calendar-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t`Save event`}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}
