// The coach's set-challenge form (issue 22 item 1): the team (or chosen players of it), title,
// core skill, what to do, an optional demo video or picture, the due date and how it will be
// marked. Saved on the device and queued (the demo file after it), so it works with no signal.
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { HOMEWORK_MARKING } from '../../../domain/homework/states';
import { localDay } from '../../../domain/practice/practice-days';
import { CORE_SKILLS } from '../../../domain/training/core-skills';
import { Failure } from '../../../ui/states';
import { useCheckedForm } from '../../../ui/use-checked-form';
import { useOnline } from '../../../ui/use-online';
import { useMember } from '../../access/data/session';
import { useTrainingScope } from '../../training/data/training-scope';
import { setChallenge, useTeamSquad } from '../data/homework';
import { checkSet, emptySet, type SetFields } from '../model/challenge-forms';
import { challengeMessage, MARKING_TEXT } from '../model/challenge-text';
import { viewerOf } from './homework-viewer';
import './homework.css';

const deviceToday = () => localDay(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');

export function SetChallengeScreen() {
  const { t, i18n } = useLingui();
  const member = useMember();
  const scope = useTrainingScope();
  const navigate = useNavigate();
  const online = useOnline();
  const [announce, setAnnounce] = useState('');
  const today = deviceToday();
  // The squad of the team chosen, as last rendered (the players the challenge is set for).
  const squadRef = useRef<NonNullable<ReturnType<typeof useTeamSquad>>>([]);
  const firstTeam = scope.teams.find((x) => x.id === scope.teamId)?.id ?? scope.teams[0]?.id ?? '';
  const save = async (f: SetFields) => {
    if (!member?.clubId) return;
    const team = scope.teams.find((x) => x.id === f.teamId)!;
    const chosen = f.playerIds.length > 0;
    const players = (chosen ? squadRef.current.filter((p) => f.playerIds.includes(p.playerId)) : squadRef.current).map((p) => ({ id: p.playerId, name: `${p.firstName} ${p.lastName}`.trim() }));
    const id = await setChallenge({ clubId: member.clubId, team, players, title: f.title, coreSkill: f.coreSkill, instructions: f.instructions, dueDay: f.dueDay, marking: f.marking, demo: f.demo }, member.id, chosen);
    const what = t`Set a challenge`;
    setAnnounce(online ? what : t`${what} Saved on this device; it will be sent when you are back online.`);
    await navigate({ to: '/secure/homework/$homeworkId', params: { homeworkId: id } });
  };
  const { id, formRef, values, set, errors, busy, submit, field, error, say } = useCheckedForm({ initial: emptySet(firstTeam), check: (v) => checkSet(v, today), message: challengeMessage, onSubmit: save });
  const squad = useTeamSquad(values.teamId);
  squadRef.current = squad ?? [];

  if (viewerOf(member).kind !== 'staff' || scope.teams.length === 0) return <Failure message={t`Only a coach of the team can set or mark challenges`} />;

  const toggle = (playerId: string) => set({ playerIds: values.playerIds.includes(playerId) ? values.playerIds.filter((p) => p !== playerId) : [...values.playerIds, playerId] });

  return (
    <>
      <div className="page-head">
        <h1>{t`Set a challenge`}</h1>
      </div>
      <p className="visually-hidden" role="status">
        {announce}
      </p>
      <form ref={formRef} className="card" onSubmit={submit} noValidate aria-label={t`Set a challenge`}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-team`}>{t`Team`}</label>
          <select id={`${id}-team`} className="field__input" value={values.teamId} onChange={(e) => set({ teamId: e.target.value, playerIds: [] })} {...field('teamId')}>
            {scope.teams.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </select>
          {error('teamId')}
        </div>
        {squad && squad.length > 0 ? (
          <fieldset className="field homework__players">
            <legend className="field__label">{t`Players (none ticked: the whole team)`}</legend>
            {squad.map((p) => (
              <label key={p.playerId}>
                <input type="checkbox" checked={values.playerIds.includes(p.playerId)} onChange={() => toggle(p.playerId)} /> {p.firstName} {p.lastName}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-title`}>{t`Title`}</label>
          <input id={`${id}-title`} className="field__input" value={values.title} onChange={(e) => set({ title: e.target.value })} {...field('title')} />
          {error('title')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-skill`}>{t`Core skill`}</label>
          <select id={`${id}-skill`} className="field__input" value={values.coreSkill} onChange={(e) => set({ coreSkill: e.target.value })} {...field('coreSkill')}>
            <option value="">{t`Choose a core skill`}</option>
            {CORE_SKILLS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          {error('coreSkill')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-what`}>{t`What to do`}</label>
          <textarea id={`${id}-what`} className="field__input" rows={4} value={values.instructions} onChange={(e) => set({ instructions: e.target.value })} {...field('instructions')} />
          {error('instructions')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-demo`}>{t`Demo video or picture (optional)`}</label>
          <input id={`${id}-demo`} className="field__input" type="file" accept="video/*,image/png,image/jpeg" onChange={(e) => set({ demo: e.target.files?.[0] ?? null })} {...field('demo')} />
          {error('demo')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-due`}>{t`Due date`}</label>
          <input id={`${id}-due`} className="field__input" type="date" min={today} value={values.dueDay} onChange={(e) => set({ dueDay: e.target.value })} {...field('dueDay')} />
          {error('dueDay')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-marking`}>{t`How it will be marked`}</label>
          <select id={`${id}-marking`} className="field__input" value={values.marking} onChange={(e) => set({ marking: e.target.value })} {...field('marking')}>
            <option value="">{t`Choose how`}</option>
            {HOMEWORK_MARKING.map((k) => (
              <option key={k} value={k}>
                {i18n._(MARKING_TEXT[k])}
              </option>
            ))}
          </select>
          {error('marking')}
        </div>
        {errors.form ? (
          <p className="field__error" role="alert">
            {say('form')}
          </p>
        ) : null}
        <div className="homework__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t`Set the challenge`}
          </button>
          <button type="button" className="button button--secondary" onClick={() => void navigate({ to: '/secure/homework' })}>
            {t`Cancel`}
          </button>
        </div>
      </form>
    </>
  );
}
