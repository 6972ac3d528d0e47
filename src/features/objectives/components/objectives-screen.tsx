// A player's objectives (issue 21 item 7), for the player, a parent (their child) and the
// player's coaches and club admins: read from this device first and refreshed from the server
// when online. Each with its timeframe, progress toward the target and where it stands; set one
// (from the club's objectives or written), change it, log progress, delete it after a question;
// a coach or club admin marks one met. Every change is saved on the device and queued, so it all
// works with no signal.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { localDay } from '../../../domain/practice/practice-days';
import { RoleId } from '../../../domain/roles';
import type { UserObjective } from '../../../domain/objectives/objective-schema';
import { objectiveMessages as om } from '../../../domain/objectives/messages';
import { Empty, Failure, Loading } from '../../../ui/states';
import { useMember } from '../../access/data/session';
import { useOnline } from '../../training/data/use-online';
import { editObjective, logProgress, markObjectiveMet, pullObjectiveTemplates, refreshObjectives, removeObjective, setObjective, useObjectives, useObjectiveTemplates, type ObjectiveFields, type PullOutcome } from '../data/objectives';
import { emptyObjective, valuesOfObjective } from '../model/objective-form';
import { objectiveMessage } from '../model/objective-text';
import { ObjectiveCard } from './objective-card';
import { ObjectiveForm } from './objective-form';
import './objectives.css';

const STAFF: number[] = [RoleId.admin, RoleId.clubAdmin, RoleId.coach, RoleId.assistantCoach];
const deviceToday = () => localDay(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');

type Editing = { kind: 'new' } | { kind: 'edit'; objective: UserObjective } | null;

export function ObjectivesScreen({ playerId }: { playerId: string }) {
  const { t, i18n } = useLingui();
  const member = useMember();
  const online = useOnline();
  const objectives = useObjectives(playerId);
  const templates = useObjectiveTemplates(member?.clubId ?? null);
  const [editing, setEditing] = useState<Editing>(null);
  const [pulled, setPulled] = useState<PullOutcome>('ok');
  const [announce, setAnnounce] = useState('');
  const today = deviceToday();
  const clubId = member?.clubId ?? null;

  useEffect(() => {
    if (!online) return;
    let live = true;
    void refreshObjectives(playerId).then((outcome) => live && setPulled(outcome));
    // Quiet: the form works without the club's list (an objective can always be written).
    if (clubId) pullObjectiveTemplates(clubId).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [playerId, clubId, online]);

  if (!member || objectives === undefined) return <Loading />;
  const say = (english: string) => {
    const m = objectiveMessage(english);
    return typeof m === 'string' ? m : i18n._(m);
  };
  if (pulled === 'denied' && objectives.length === 0) return <Failure message={say(om.notInClub)} />;

  const staff = STAFF.includes(member.roleId);
  const saved = (what: string) => setAnnounce(online ? what : t`${what} Saved on this device; it will be sent when you are back online.`);
  const save = async (fields: ObjectiveFields) => {
    if (editing?.kind === 'edit') await editObjective(editing.objective, member.id, fields);
    else await setObjective(playerId, member.id, fields, today);
    setEditing(null);
    saved(t`Objective saved.`);
  };

  return (
    <>
      <div className="page-head">
        <h1>{t`Objectives`}</h1>
      </div>
      <p className="visually-hidden" role="status">
        {announce}
      </p>
      <div className="cards">
        {editing ? (
          <ObjectiveForm
            key={editing.kind === 'edit' ? editing.objective.id : 'new'}
            initial={editing.kind === 'edit' ? valuesOfObjective(editing.objective) : emptyObjective()}
            templates={templates ?? []}
            submitLabel={editing.kind === 'edit' ? t`Save objective` : t`Set objective`}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <button type="button" className="button button--primary button--block" onClick={() => setEditing({ kind: 'new' })}>
            {t`Set an objective`}
          </button>
        )}
        {objectives.length === 0 ? (
          <>
            <Empty>{t`No objectives yet. Set the first one!`}</Empty>
            {pulled === 'failed' ? <p className="state state--error">{say(om.loadFailed)}</p> : null}
          </>
        ) : (
          <ul className="cards objective-list" aria-label={t`Objectives`}>
            {objectives.map((o) => (
              <ObjectiveCard
                key={o.id}
                objective={o}
                today={today}
                staff={staff}
                onLog={async (body) => {
                  await logProgress(o, member.id, body);
                  saved(t`Progress saved.`);
                }}
                onEdit={() => setEditing({ kind: 'edit', objective: o })}
                onDelete={async () => {
                  await removeObjective(o);
                  saved(t`Objective deleted.`);
                }}
                onMet={async (met) => {
                  await markObjectiveMet(o, member.id, met);
                  saved(met ? t`Objective marked met.` : t`Objective marked not met.`);
                }}
              />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
