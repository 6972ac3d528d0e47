// Core skills of one player (issue 21 item 4): the current grade per skill as plain bars (the
// grade's step and level; no chart library), the history of every grade, and for the player's
// coaches and club admins the grading form. The player (and their parent) see their own as
// "My core skills". Grades made offline show at once and are sent once (data/core-skill-grades.ts).
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { currentGrades, gradeScore } from '../../../domain/practice/grade-schema';
import { RoleId } from '../../../domain/roles';
import { Empty, Loading } from '../../../ui/states';
import { useMember, useProfile } from '../../access/data/session';
import { coreSkillText } from '../../training/model/core-skill-text';
import { useOnline } from '../../training/data/use-online';
import { gradeSkill, pullGrades, useGradeHistory } from '../data/core-skill-grades';
import { usePlayerName } from '../data/squad';
import { GRADE_TEXT } from '../model/grade-text';
import { GradeForm } from './grade-form';
import './practice.css';

const GRADERS: number[] = [RoleId.admin, RoleId.clubAdmin, RoleId.coach, RoleId.assistantCoach];

export function CoreSkillsScreen({ playerId }: { playerId: string }) {
  const { t, i18n } = useLingui();
  const member = useMember();
  const profile = useProfile();
  const online = useOnline();
  const history = useGradeHistory(playerId);
  const [failed, setFailed] = useState(false);
  const [announce, setAnnounce] = useState('');
  const name = usePlayerName(playerId);

  useEffect(() => {
    if (!online) return;
    pullGrades(playerId).then(
      () => setFailed(false),
      () => setFailed(true),
    );
  }, [playerId, online]);

  const current = useMemo(() => currentGrades(history ?? []), [history]);
  if (!member || history === undefined) return <Loading />;
  const own = member.id === playerId || member.selectedChildId === playerId;
  const grader = !own && GRADERS.includes(member.roleId);
  const me = profile ? `${profile.user.firstName} ${profile.user.lastName}`.trim() : null;
  const when = (iso: string) => i18n.date(new Date(iso), { day: 'numeric', month: 'short', year: 'numeric' });

  return (
    <>
      <div className="page-head">
        <h1>{own ? t`My core skills` : name ? t`Core skills: ${name}` : t`Core skills`}</h1>
      </div>
      <p className="visually-hidden" role="status">
        {announce}
      </p>
      <div className="cards">
        {failed && history.length === 0 ? <p className="state state--error">{t`There has been an error retrieving core skills`}</p> : null}
        <section className="card" aria-labelledby="skills-now">
          <h2 id="skills-now">{t`Current grades`}</h2>
          {current.length === 0 ? (
            <Empty>{t`No core skills graded yet.`}</Empty>
          ) : (
            <ul className="skill-bars" aria-label={t`Core skill bars`}>
              {current.map((g) => (
                <li key={g.coreSkill}>
                  <span>
                    {coreSkillText(i18n, g.coreSkill)}: {i18n._(GRADE_TEXT[g.grade])} · {t`level ${g.level}`}
                  </span>
                  <span className="skill-bars__track" role="meter" aria-label={coreSkillText(i18n, g.coreSkill)} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(gradeScore(g) * 100)}>
                    <span className="skill-bars__fill" style={{ width: `${Math.round(gradeScore(g) * 100)}%` }} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        {grader && member.clubId ? (
          <GradeForm
            clubId={member.clubId}
            onSubmit={async (input) => {
              await gradeSkill(playerId, { id: member.id, name: me }, input);
              setAnnounce(online ? t`Grade saved` : t`Grade saved on this device; it will be sent when you are back online`);
            }}
          />
        ) : null}
        <section className="card" aria-labelledby="skills-history">
          <h2 id="skills-history">{t`Grade history`}</h2>
          {history.length === 0 ? (
            <Empty>{t`No grades yet.`}</Empty>
          ) : (
            <ul className="list" aria-label={t`Grade history`}>
              {history.map((g) => (
                <li key={g.id} className="list__item">
                  <span className="list__body">
                    <span className="list__title">
                      {coreSkillText(i18n, g.coreSkill)}: {i18n._(GRADE_TEXT[g.grade])} · {t`level ${g.level}`}
                    </span>
                    <span className="list__meta">
                      {when(g.gradedAt)}
                      {g.gradedByName ? ` · ${g.gradedByName}` : ''}
                    </span>
                    {g.note ? <span className="list__meta">{g.note}</span> : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
