// The core skill focus drills of a session (issue 5). Staff: the drills in order with edit (in
// place: name, core skill, duration, notes), move up / move down / remove, and a form to add one.
// Players and parents: the same list, read-only. Each change is a local write; the list follows
// the store. Drills can change until the session ends.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { CORE_SKILLS } from '../../../domain/training/core-skills';
import { TextField } from '../../../ui/text-field';
import { addDrill, moveDrill, removeDrill, updateDrill, useDrillsRefused, type NewDrill } from '../data/drills';
import type { TrainingData, TrainingView } from '../data/training-detail';
import { coreSkillText } from '../model/core-skill-text';
import { checkDrillForm, emptyDrillForm, type DrillFormErrors, type DrillFormValues } from '../model/drill-form';
import { trainingText } from '../model/training-text';
import { SaveCancel } from '../../../ui/save-cancel';

export function DrillsEditor({ session, drills, staff = true }: { session: TrainingView; drills: TrainingData['drills']; staff?: boolean }) {
  const { t, i18n } = useLingui();
  const refused = useDrillsRefused(session.id);
  const [failed, setFailed] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const editable = staff && (session.status === 'setup' || session.status === 'in_progress');
  const run = (p: Promise<unknown>) => {
    setFailed(false);
    p.catch(() => setFailed(true));
  };
  return (
    <section className="training-section" aria-labelledby="drills-title">
      <h2 id="drills-title">
        <Trans>Core skill focus drills</Trans>
      </h2>
      {drills.length === 0 ? (
        <p>
          <Trans>No drills for this session.</Trans>
        </p>
      ) : (
        <ol className="list drills-list" aria-label={t`Drills in order`}>
          {drills.map((d, i) => (
            <li key={d.id} className="list__item">
              {editable && editingId === d.id ? (
                <DrillForm
                  label={t`Edit drill: ${d.name}`}
                  initial={formOf(d)}
                  submitLabel={t`Save drill`}
                  onSubmit={(drill) => updateDrill(session, d, drill).then(() => setEditingId(null))}
                  onCancel={() => setEditingId(null)}
                />
              ) : (
                <>
                  <div className="list__body">
                    <span className="list__title">{d.name}</span>
                    <span className="list__meta">
                      {[coreSkillText(i18n, d.coreSkill), d.durationMinutes ? t`${d.durationMinutes} min` : ''].filter(Boolean).join(' · ')}
                    </span>
                    {d.notes ? <span className="list__meta">{d.notes}</span> : null}
                  </div>
                  {editable ? (
                    <div className="training-actions">
                      <button type="button" className="button button--small button--secondary" aria-label={t`Edit: ${d.name}`} onClick={() => setEditingId(d.id)}>
                        {t`Edit`}
                      </button>
                      <button type="button" className="button button--small button--secondary" disabled={i === 0} aria-label={t`Move up: ${d.name}`} onClick={() => run(moveDrill(session, drills, i, i - 1))}>
                        {t`Move up`}
                      </button>
                      <button type="button" className="button button--small button--secondary" disabled={i === drills.length - 1} aria-label={t`Move down: ${d.name}`} onClick={() => run(moveDrill(session, drills, i, i + 1))}>
                        {t`Move down`}
                      </button>
                      <button type="button" className="button button--small button--danger" aria-label={t`Remove: ${d.name}`} onClick={() => run(removeDrill(session, d))}>
                        {t`Remove`}
                      </button>
                    </div>
                  ) : null}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {staff && (refused || failed) ? (
        <p className="alert alert--error" role="alert">
          {t`There has been a problem updating the drills`}
        </p>
      ) : null}
      {editable ? <AddDrillForm defaultSkill={session.coreSkill ?? ''} onAdd={(drill) => addDrill(session, drills, drill)} /> : null}
    </section>
  );
}

const formOf = (d: TrainingData['drills'][number]): DrillFormValues => ({ name: d.name, coreSkill: d.coreSkill ?? '', duration: d.durationMinutes ? String(d.durationMinutes) : '', notes: d.notes ?? '' });

function AddDrillForm({ defaultSkill, onAdd }: { defaultSkill: string; onAdd: (drill: NewDrill) => Promise<unknown> }) {
  const { t } = useLingui();
  const initial = emptyDrillForm((CORE_SKILLS as readonly string[]).includes(defaultSkill) ? defaultSkill : '');
  return (
    <div className="training-section">
      <h3>
        <Trans>Add a drill</Trans>
      </h3>
      {/* Empty again once the drill is on disk; what was typed stays until then. */}
      <DrillForm label={t`Add a drill`} initial={initial} submitLabel={t`Add drill`} clearAfter onSubmit={onAdd} />
    </div>
  );
}

interface DrillFormProps {
  label: string;
  initial: DrillFormValues;
  submitLabel: string;
  onSubmit: (drill: NewDrill) => Promise<unknown>;
  onCancel?: () => void;
  /** Back to `initial` once saved (the add form). */
  clearAfter?: boolean;
}

function DrillForm({ label, initial, submitLabel, onSubmit, onCancel, clearAfter }: DrillFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [values, setValues] = useState<DrillFormValues>(initial);
  const [errors, setErrors] = useState<DrillFormErrors>({});
  const [failed, setFailed] = useState(false);
  const set = (k: keyof DrillFormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const err = (m?: string) => trainingText(i18n, m);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkDrillForm(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setFailed(false);
    onSubmit(checked.drill).then(
      () => clearAfter && setValues(initial),
      () => setFailed(true),
    );
  };
  return (
    <form className="form training-form drill-form" noValidate onSubmit={submit} aria-label={label}>
      <TextField label={t`Drill name`} value={values.name} onChange={set('name')} error={err(errors.name)} />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-skill`}>
          {t`Core skill`}
        </label>
        <select id={`${id}-skill`} className="field__input" value={values.coreSkill} onChange={set('coreSkill')}>
          <option value="">{t`Not set`}</option>
          {values.coreSkill && !(CORE_SKILLS as readonly string[]).includes(values.coreSkill) ? <option value={values.coreSkill}>{values.coreSkill}</option> : null}
          {CORE_SKILLS.map((s) => (
            <option key={s} value={s}>
              {coreSkillText(i18n, s)}
            </option>
          ))}
        </select>
      </div>
      <TextField label={t`Duration (minutes)`} type="number" inputMode="numeric" min={1} max={600} step={1} value={values.duration} onChange={set('duration')} error={err(errors.duration)} />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-notes`}>
          {t`Drill notes`}
        </label>
        <textarea id={`${id}-notes`} className="field__input" value={values.notes} onChange={set('notes')} />
        {errors.notes ? <span className="field__error">{err(errors.notes)}</span> : null}
      </div>
      {failed ? (
        <p className="alert alert--error" role="alert">
          {t`There has been a problem updating the drills`}
        </p>
      ) : null}
      <SaveCancel className="training-actions" saveLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
