// One challenge in a list: its title, core skill, team, due day and where it stands (for a player,
// their own entry's state; for staff, how many answered and how many wait for marking).
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Homework as HomeworkRow } from '../../../domain/homework/homework-schema';
import { dayDate, STATE_TEXT } from '../model/challenge-text';

export function ChallengeItem({ row, playerId }: { row: HomeworkRow; playerId?: string }) {
  const { t, i18n } = useLingui();
  const due = i18n.date(dayDate(row.dueDay), { day: 'numeric', month: 'short' });
  const entry = playerId ? row.entries.find((e) => e.playerId === playerId) : undefined;
  const waiting = row.entries.filter((e) => e.state === 'awaiting_grading').length;
  const answered = row.entries.filter((e) => e.state !== 'not_uploaded').length;
  const total = row.entries.length;
  return (
    <li>
      <Link to="/secure/homework/$homeworkId" params={{ homeworkId: row.id }} className="list__item">
        <span className="list__body">
          <span className="list__title">{row.title}</span>
          <span className="list__meta">
            {row.coreSkill} · {row.teamName} · {t`Due ${due}`}
          </span>
          <span className="list__meta">{entry ? i18n._(STATE_TEXT[entry.state]) : t`${answered} of ${total} answered, ${waiting} to mark`}</span>
        </span>
      </Link>
    </li>
  );
}
