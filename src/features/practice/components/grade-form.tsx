// The coach's grading form: one core skill, its grade and level 1-5, and a note. Checked with the
// shared schema before the local write; refused input stays as typed with the message at its field.
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { gradeSchema, SKILL_GRADES, SKILL_LEVEL_MAX, type SkillGrade } from '../../../domain/practice/grade-schema';
import { CORE_SKILLS } from '../../../domain/training/core-skills';
import { coreSkillText } from '../../training/model/core-skill-text';
import type { GradeInput } from '../data/core-skill-grades';
import { GRADE_TEXT, gradeMessage } from '../model/grade-text';

export function GradeForm({ clubId, onSubmit }: { clubId: string; onSubmit: (input: GradeInput) => Promise<void> }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [values, setValues] = useState({ coreSkill: '', grade: 'developing' as SkillGrade, level: '3', note: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof values>) => setValues((x) => ({ ...x, ...patch }));
  const say = (field: string) => {
    const text = errors[field];
    if (!text) return null;
    const m = gradeMessage(text);
    return (
      <span id={`${id}-${field}-error`} className="field__error">
        {typeof m === 'string' ? m : i18n._(m)}
      </span>
    );
  };
  const field = (name: string) => ({ 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const result = v.safeParse(gradeSchema, { clubId, coreSkill: values.coreSkill, grade: values.grade, level: Number(values.level), note: values.note || null });
    if (!result.success) {
      const found: Record<string, string> = {};
      for (const issue of result.issues) found[v.getDotPath(issue) ?? '_'] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const o = result.output;
      await onSubmit({ clubId, coreSkill: o.coreSkill, grade: o.grade, level: o.level, note: o.note ?? null });
      setValues((x) => ({ ...x, note: '' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card grade-form" aria-label={t`Grade a core skill`} onSubmit={(e) => void submit(e)} noValidate>
      <h2>{t`Grade a core skill`}</h2>
      <label className="field__label" htmlFor={`${id}-skill`}>{t`Core skill`}</label>
      <select className="field__input" id={`${id}-skill`} value={values.coreSkill} onChange={(e) => set({ coreSkill: e.target.value })} {...field('coreSkill')}>
        <option value="">{t`Choose…`}</option>
        {CORE_SKILLS.map((s) => (
          <option key={s} value={s}>
            {coreSkillText(i18n, s)}
          </option>
        ))}
      </select>
      {say('coreSkill')}
      <label className="field__label" htmlFor={`${id}-grade`}>{t`Grade`}</label>
      <select className="field__input" id={`${id}-grade`} value={values.grade} onChange={(e) => set({ grade: e.target.value as SkillGrade })} {...field('grade')}>
        {SKILL_GRADES.map((g) => (
          <option key={g} value={g}>
            {i18n._(GRADE_TEXT[g])}
          </option>
        ))}
      </select>
      {say('grade')}
      <label className="field__label" htmlFor={`${id}-level`}>{t`Level`}</label>
      <select className="field__input" id={`${id}-level`} value={values.level} onChange={(e) => set({ level: e.target.value })} {...field('level')}>
        {Array.from({ length: SKILL_LEVEL_MAX }, (_, i) => String(i + 1)).map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
      </select>
      {say('level')}
      <label className="field__label" htmlFor={`${id}-note`}>{t`Note`}</label>
      <textarea className="field__input" id={`${id}-note`} value={values.note} rows={3} onChange={(e) => set({ note: e.target.value })} {...field('note')} />
      {say('note')}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t`Save grade`}
      </button>
    </form>
  );
}
