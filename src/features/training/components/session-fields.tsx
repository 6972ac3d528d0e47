// The session's details (spec §3 Training session), only those that are set.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useTeamCoaches } from '../data/team-coaches';
import type { TrainingView } from '../data/training-detail';
import { useOnline } from '../data/use-online';
import { IntensityText } from './training-item';

/** `staff`: the coach's name is looked up (the coaches list is for staff). */
export function SessionFields({ session, staff = false }: { session: TrainingView; staff?: boolean }) {
  const { t } = useLingui();
  const online = useOnline();
  const coaches = useTeamCoaches(session.clubId, staff ? session.teamId : '', online);
  const rows: [string, ReactNode][] = [];
  const add = (label: string, value: ReactNode | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') rows.push([label, value]);
  };
  add(t`Team`, session.teamName);
  add(t`Location`, session.location);
  const sizeText: Record<string, string> = { large: t`Large`, medium: t`Medium`, small: t`Small` };
  add(t`Coach`, coaches.find((c) => c.id === session.coachId)?.name ?? null);
  add(t`Sport`, session.sport === 'football' ? t`Football` : session.sport);
  add(t`Intensity`, session.intensity ? <IntensityText intensity={session.intensity} /> : null);
  add(t`Core skill`, session.coreSkill);
  add(t`Pitch size`, session.pitchSize ? (sizeText[session.pitchSize] ?? session.pitchSize) : null);
  add(t`Pitch surface`, session.pitchSurface);
  add(t`Weather`, session.weather);
  add(t`Topic`, session.topic);
  add(t`Directions`, session.directions);
  add(
    t`Map link`,
    session.mapLink && /^https?:\/\//i.test(session.mapLink) ? (
      <a className="text-link" href={session.mapLink} target="_blank" rel="noopener noreferrer">
        {session.mapLink}
      </a>
    ) : (
      session.mapLink
    ),
  );
  add(t`Additional info`, session.additionalInfo);
  add(t`Session plan`, session.sessionPlan);
  add(t`Health and safety file`, session.healthSafetyFile);
  add(t`Parent/player file`, session.parentPlayerFile);
  return (
    <dl className="training-fields">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
