// A club's teams for club admins and super admins (spec §2 Club administration, §3 Team): the
// list; add and edit with every Team field and check (team type, age group, group type, match
// format, colours and badge that may reuse the club's, lead and assistant coach); move players between
// teams (asks first); season roll-over (asks first, says what happens).
import { Trans, useLingui } from '@lingui/react/macro';
import './club-settings.css';
import { Link } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { createTeamSchema, nextAgeGroup, seasonRollOverSchema, updateTeamSchema, type TeamDetail } from '../../../domain/club/team-schema';
import { AskFirstActions, CheckRow, toggled } from './ask-first';
import type { PhotoProblem } from '../../../ui/image-check';
import type { PickedImage } from '../../../ui/image-picker-field';
import { SelectField } from '../../../ui/select-field';
import { Empty, Failure, Loading } from '../../../ui/states';
import { TextField } from '../../../ui/text-field';
import { teamBadgePath, useBadgeImage } from '../data/badge-image';
import { bytesToBase64, useClubDetail, useClubUsers, useIsClubAdmin } from '../data/club-settings';
import { useCreateTeam, useMovePlayers, useRollSeason, useTeam, useTeamPlayers, useUpdateTeam } from '../data/teams';
import { SEASON_AFTER_CURRENT, ageGroupLabel, groupTypeLabel, settingsFailure, settingsMessages, settingsText, teamTypeLabel } from '../model/settings-text';
import { coachFields, teamFields } from '../model/wizard-fields';
import { BadgeField } from './badge-field';
import { NameMark } from '../../../ui/name-mark';

type Panel = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; teamId: string } | { kind: 'move' } | { kind: 'season' };

export function TeamsScreen({ clubId }: { clubId: string }) {
  const { t, i18n } = useLingui();
  const admin = useIsClubAdmin(clubId);
  const detail = useClubDetail(clubId);
  const [panel, setPanel] = useState<Panel>({ kind: 'list' });
  const [done, setDone] = useState<string | null>(null);
  // Bumped after a save, so the badges shown are asked for again (the path stays the same).
  const [badgeVersion, setBadgeVersion] = useState(0);
  if (!admin) return <Failure message={i18n._(settingsMessages.adminOnly)} />;
  const teams = detail.data?.teams ?? [];
  const finished = (message: string) => {
    setDone(message);
    setPanel({ kind: 'list' });
    setBadgeVersion((n) => n + 1);
    detail.reload();
  };

  return (
    <>
      <div className="page-head">
        <h1>
          <Trans>Teams</Trans>
        </h1>
        {detail.data ? <p>{detail.data.club.name}</p> : null}
      </div>
      <nav aria-label={t`Team actions`} className="settings-actions">
        <Link className="button button--secondary" to="/secure/club/$clubId/settings" params={{ clubId }}>
          <Trans>Club settings</Trans>
        </Link>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setDone(null);
            setPanel({ kind: 'add' });
          }}
        >
          <Trans>Add a team</Trans>
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={teams.length < 2}
          onClick={() => {
            setDone(null);
            setPanel({ kind: 'move' });
          }}
        >
          <Trans>Move players</Trans>
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={teams.length === 0}
          onClick={() => {
            setDone(null);
            setPanel({ kind: 'season' });
          }}
        >
          <Trans>Start a new season</Trans>
        </button>
      </nav>
      {done ? <p role="status">{done}</p> : null}
      {panel.kind === 'add' || panel.kind === 'edit' ? (
        <TeamForm
          key={panel.kind === 'edit' ? panel.teamId : 'new'}
          clubId={clubId}
          teamId={panel.kind === 'edit' ? panel.teamId : null}
          onCancel={() => setPanel({ kind: 'list' })}
          onSaved={(name) => finished(panel.kind === 'add' ? t`The team ${name} has been added.` : t`The team ${name} has been saved.`)}
        />
      ) : null}
      {panel.kind === 'move' ? <MovePlayers clubId={clubId} teams={teams} onCancel={() => setPanel({ kind: 'list' })} onMoved={(n) => finished(t`Players moved: ${n}.`)} /> : null}
      {panel.kind === 'season' && detail.data ? (
        <SeasonRollOver clubId={clubId} teams={teams} seasonEnd={detail.data.club.seasonEnd} onCancel={() => setPanel({ kind: 'list' })} onDone={() => finished(t`The new season has started.`)} />
      ) : null}
      <div aria-live="polite" aria-busy={detail.loading}>
        {detail.error && !detail.loading ? (
          <Failure message={i18n._(settingsFailure(detail.error, settingsMessages.retrieveClub))} onRetry={detail.reload} />
        ) : detail.loading && !detail.data ? (
          <Loading />
        ) : teams.length === 0 ? (
          <Empty>
            <Trans>This club has no teams yet. Add the first team.</Trans>
          </Empty>
        ) : (
          <ul className="list">
            {teams.map((team) => (
              <li key={team.id} className="list__item team-row">
                <TeamMark clubId={clubId} team={team} version={badgeVersion} />
                <span className="list__body">
                  <span className="list__title">{team.name}</span>
                  <span className="list__meta">
                    {[
                      team.ageGroup ? i18n._(ageGroupLabel(team.ageGroup)) : null,
                      team.groupType && groupTypeLabel[team.groupType] ? i18n._(groupTypeLabel[team.groupType]!) : null,
                      team.teamType && teamTypeLabel[team.teamType] ? i18n._(teamTypeLabel[team.teamType]!) : null,
                      team.matchFormat,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                <span className="team-row__actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={t`Edit ${team.name}`}
                    onClick={() => {
                      setDone(null);
                      setPanel({ kind: 'edit', teamId: team.id });
                    }}
                  >
                    <Trans>Edit</Trans>
                  </button>
                  <Link
                    className="button button--secondary"
                    to="/secure/club/$clubId/members"
                    params={{ clubId }}
                    search={{ kind: 'players', teamId: team.id }}
                    aria-label={t`Players of ${team.name}`}
                  >
                    <Trans>Players</Trans>
                  </Link>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/** The team's badge when it shows one (its own or the club's), else its colour. */
function TeamMark({ clubId, team, version }: { clubId: string; team: { id: string; name: string; primaryColour: string | null; hasBadge?: boolean }; version: number }) {
  const { t } = useLingui();
  const src = useBadgeImage(team.hasBadge ? teamBadgePath(clubId, team.id) : null, version);
  if (src) return <img className="team-badge" src={src} alt={t`Badge of ${team.name}`} width={36} height={36} />;
  return <NameMark name={team.name} colour={team.primaryColour} />;
}

const TEAM_DEFAULTS: Record<string, string> = {
  name: '',
  teamType: 'recreational',
  groupType: 'mixed',
  ageGroup: 'U10',
  matchFormat: '7v7',
};
const optionLabel = (i18n: ReturnType<typeof useLingui>['i18n'], field: string, o: string): string =>
  field === 'teamType' && teamTypeLabel[o] ? i18n._(teamTypeLabel[o]!) : field === 'groupType' && groupTypeLabel[o] ? i18n._(groupTypeLabel[o]!) : field === 'ageGroup' ? i18n._(ageGroupLabel(o)) : o;

type CoachMode = 'keep' | 'member' | 'new' | 'none';

function valuesOf(team: TeamDetail | undefined): Record<string, string> {
  if (!team)
    return {
      ...TEAM_DEFAULTS,
      useClubColours: 'yes',
      primaryColour: '#3ac8d5',
      secondaryColour: '#ffffff',
      tertiaryColour: '#0b1f26',
    };
  return {
    name: team.name,
    teamType: team.teamType ?? 'recreational',
    groupType: team.groupType ?? 'mixed',
    ageGroup: team.ageGroup ?? 'U10',
    matchFormat: team.matchFormat ?? '7v7',
    useClubColours: team.useClubColours ? 'yes' : 'no',
    primaryColour: team.ownColours.primary ?? '#3ac8d5',
    secondaryColour: team.ownColours.secondary ?? '#ffffff',
    tertiaryColour: team.ownColours.tertiary ?? '#0b1f26',
  };
}

function coachBody(values: Record<string, string>, prefix: 'leadCoach' | 'assistantCoach') {
  const get = (n: string) => values[`${prefix}.${n}`]?.trim() ?? '';
  return {
    firstName: get('firstName'),
    lastName: get('lastName'),
    email: get('email'),
    countryCode: get('countryCode') || null,
    mobile: get('mobile') || null,
  };
}

type TeamFormProps = {
  clubId: string;
  teamId: string | null;
  onCancel: () => void;
  onSaved: (name: string) => void;
};

/** Add (teamId null) or edit: an edited team is loaded first, then its form is filled from it. */
function TeamForm(props: TeamFormProps) {
  const { i18n } = useLingui();
  const existing = useTeam(props.clubId, props.teamId);
  if (props.teamId && existing.error) return <Failure message={i18n._(settingsFailure(existing.error, settingsMessages.retrieveTeam))} />;
  if (props.teamId && !existing.team) return <Loading />;
  return <TeamFormBody {...props} team={existing.team} />;
}

function TeamFormBody({ clubId, teamId, team, onCancel, onSaved }: TeamFormProps & { team: TeamDetail | undefined }) {
  const { t, i18n } = useLingui();
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const [values, setValues] = useState<Record<string, string>>(() => valuesOf(team));
  const [lead, setLead] = useState<CoachMode>(team?.leadCoach ? 'keep' : 'new');
  const [assistant, setAssistant] = useState<CoachMode>(team?.assistantCoach ? 'keep' : 'none');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [badge, setBadge] = useState<PickedImage | null>(null);
  const [badgeProblem, setBadgeProblem] = useState<PhotoProblem | null>(null);
  const users = useClubUsers(clubId);
  // Only adults with a staff role may coach (issue 19): the server says who (mayCoach) and refuses anyone else.
  const coaches = users.members.filter((m) => m.mayCoach === true);
  const save = teamId ? update : create;
  // The team's own badge, shown while it has its own colours (else the club's is shown, not this).
  const currentBadge = useBadgeImage(teamId && team?.hasOwnBadge && !team.useClubColours ? teamBadgePath(clubId, teamId) : null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const own = values.useClubColours === 'no';
    if (own && badgeProblem) return;
    const body: Record<string, unknown> = {
      name: values.name!.trim(),
      teamType: values.teamType,
      groupType: values.groupType,
      ageGroup: values.ageGroup,
      matchFormat: values.matchFormat,
      useClubColours: !own,
      ...(own
        ? {
            primaryColour: values.primaryColour,
            secondaryColour: values.secondaryColour,
            tertiaryColour: values.tertiaryColour,
            ...(badge ? { badge: bytesToBase64(badge.bytes) } : {}),
          }
        : {}),
    };
    if (lead === 'new') body.leadCoach = coachBody(values, 'leadCoach');
    if (lead === 'member') body.leadCoach = { userId: values['leadCoach.userId'] ?? '' };
    if (assistant === 'new') body.assistantCoach = coachBody(values, 'assistantCoach');
    if (assistant === 'member') body.assistantCoach = { userId: values['assistantCoach.userId'] ?? '' };
    if (assistant === 'none' && (!teamId || team?.assistantCoach)) body.assistantCoach = null;
    const parsed = v.safeParse(teamId ? updateTeamSchema : createTeamSchema, body);
    const found: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.issues) found[String(issue.path?.[0]?.key ?? '_')] ??= issue.message;
    setProblems(found);
    if (Object.keys(found).length) return;
    const answer = teamId ? await update.run(clubId, teamId, body) : await create.run(clubId, body);
    if (answer) onSaved(answer.team.name);
  }

  const set = (name: string, value: string) => setValues((s) => ({ ...s, [name]: value }));
  const problem = (key: string) => (problems[key] ? i18n._(settingsText(problems[key])!) : undefined);
  const coachPart = (prefix: 'leadCoach' | 'assistantCoach', mode: CoachMode, setMode: (m: CoachMode) => void, current: TeamDetail['leadCoach'] | undefined) => (
    <fieldset className="settings-fieldset">
      <legend className="visually-hidden">{prefix === 'leadCoach' ? t`Coach` : t`Assistant coach`}</legend>
      <SelectField
        label={prefix === 'leadCoach' ? t`Coach` : t`Assistant coach`}
        value={mode}
        onChange={(e) => setMode(e.target.value as CoachMode)}
        options={[
          ...(teamId && current ? [['keep', t`Keep ${current.firstName} ${current.lastName}`] as [string, string]] : []),
          ['member', t`A member of the club`],
          ['new', t`A new coach (sent an invite)`],
          ...(prefix === 'assistantCoach' ? [['none', t`No assistant coach`] as [string, string]] : []),
        ]}
      />
      {mode === 'member' ? (
        <SelectField
          label={prefix === 'leadCoach' ? t`Member who coaches the team` : t`Member who assists`}
          value={values[`${prefix}.userId`] ?? ''}
          onChange={(e) => set(`${prefix}.userId`, e.target.value)}
          options={[['', t`Choose a member`], ...coaches.map((m): [string, string] => [m.id, `${m.firstName} ${m.lastName}`])]}
        />
      ) : null}
      {mode === 'new'
        ? coachFields(prefix).map((f) => <TextField key={f.name} label={i18n._(f.label)} type={f.kind} value={values[f.name] ?? ''} onChange={(e) => set(f.name, e.target.value)} autoComplete="off" />)
        : null}
      {problem(prefix) ? (
        <span className="field__error" role="alert">
          {problem(prefix)}
        </span>
      ) : null}
    </fieldset>
  );

  return (
    <section className="card settings-card" aria-labelledby="team-form-title">
      <h2 id="team-form-title">{teamId ? t`Edit ${team!.name}` : t`Add a team`}</h2>
      <form noValidate onSubmit={submit}>
        {teamFields.map((f) =>
          f.kind === 'select' ? (
            <SelectField
              key={f.name}
              label={i18n._(f.label)}
              value={values[f.name] ?? ''}
              error={problem(f.name)}
              onChange={(e) => set(f.name, e.target.value)}
              options={(f.options ?? []).map((o) => [o, optionLabel(i18n, f.name, o)])}
            />
          ) : (
            <TextField key={f.name} label={i18n._(f.label)} value={values[f.name] ?? ''} error={problem(f.name)} onChange={(e) => set(f.name, e.target.value)} autoComplete="off" />
          ),
        )}
        {coachPart('leadCoach', lead, setLead, team?.leadCoach)}
        {coachPart('assistantCoach', assistant, setAssistant, team?.assistantCoach)}
        <fieldset className="settings-fieldset">
          <legend>
            <Trans>Team colours</Trans>
          </legend>
          <label className="settings-check">
            <input type="checkbox" checked={values.useClubColours === 'yes'} onChange={(e) => set('useClubColours', e.target.checked ? 'yes' : 'no')} /> <Trans>Use the club's colours and badge</Trans>
          </label>
          {values.useClubColours === 'no'
            ? (['primaryColour', 'secondaryColour', 'tertiaryColour'] as const).map((k) => (
                <div className="field" key={k}>
                  <label className="field__label" htmlFor={`team-${k}`}>
                    {k === 'primaryColour' ? t`Primary colour` : k === 'secondaryColour' ? t`Secondary colour` : t`Tertiary colour`}
                  </label>
                  <input id={`team-${k}`} className="field__input" type="color" value={values[k]} onChange={(e) => set(k, e.target.value)} />
                </div>
              ))
            : null}
          {values.useClubColours === 'no' ? (
            <BadgeField
              id="team-badge"
              label={<Trans>Team badge (optional)</Trans>}
              problem={badgeProblem}
              onChange={(image, found) => (setBadge(image), setBadgeProblem(found))}
              chosen={badge}
              current={currentBadge ? <img className="team-badge" src={currentBadge} alt={t`Current team badge`} width={64} height={64} /> : null}
            />
          ) : null}
          {problem('primaryColour') ? (
            <span className="field__error" role="alert">
              {problem('primaryColour')}
            </span>
          ) : null}
        </fieldset>
        {problem('_') ? <Failure message={problem('_')!} /> : null}
        {save.error ? <Failure message={i18n._(settingsFailure(save.error, settingsMessages.teamFailed))} /> : null}
        <div className="settings-actions">
          <button type="submit" className="button button--primary" disabled={save.loading || (values.useClubColours === 'no' && Boolean(badgeProblem))}>
            {teamId ? <Trans>Save team</Trans> : <Trans>Add team</Trans>}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}

type TeamRow = { id: string; name: string; ageGroup: string | null };

function MovePlayers({ clubId, teams, onCancel, onMoved }: { clubId: string; teams: TeamRow[]; onCancel: () => void; onMoved: (n: number) => void }) {
  const { t, i18n } = useLingui();
  const [from, setFrom] = useState(teams[0]?.id ?? '');
  const [to, setTo] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const players = useTeamPlayers(clubId, from);
  const move = useMovePlayers();
  useEffect(() => setChosen(new Set()), [from]);

  function ask() {
    if (chosen.size === 0) return setProblem(t`Please choose players of the team to move`);
    if (!to || to === from) return setProblem(to ? t`Please choose a different team to move the players to` : t`Please choose a team of this club`);
    setProblem(null);
    setAsking(true);
  }
  async function confirm() {
    const answer = await move.run(clubId, {
      fromTeamId: from,
      toTeamId: to,
      playerIds: [...chosen],
    });
    setAsking(false);
    if (answer) onMoved(answer.moved);
  }
  const toName = teams.find((x) => x.id === to)?.name ?? '';
  const count = chosen.size;

  return (
    <section className="card settings-card" aria-labelledby="move-title">
      <h2 id="move-title">
        <Trans>Move players between teams</Trans>
      </h2>
      <SelectField label={t`From team`} value={from} onChange={(e) => setFrom(e.target.value)} options={teams.map((x) => [x.id, x.name])} />
      {players.error && !players.loading ? (
        <Failure message={i18n._(settingsFailure(players.error, settingsMessages.retrievePlayers))} onRetry={players.reload} />
      ) : players.loading ? (
        <Loading />
      ) : players.players.length === 0 ? (
        <Empty>
          <Trans>There are no players associated with this club or team</Trans>
        </Empty>
      ) : (
        <fieldset className="settings-fieldset">
          <legend>
            <Trans>Players to move</Trans>
          </legend>
          {players.players.map((p) => (
            <CheckRow key={p.id} checked={chosen.has(p.id)} onToggle={() => setChosen((s) => toggled(s, p.id))}>
              {p.firstName} {p.lastName}
            </CheckRow>
          ))}
        </fieldset>
      )}
      <SelectField
        label={t`To team`}
        value={to}
        onChange={(e) => setTo(e.target.value)}
        options={[['', t`Choose a team`], ...teams.filter((x) => x.id !== from).map((x): [string, string] => [x.id, x.name])]}
      />
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      {move.error ? <Failure message={i18n._(settingsFailure(move.error, settingsMessages.teamFailed))} /> : null}
      <AskFirstActions
        asking={asking}
        question={t`Move the chosen players (${count}) to ${toName}? They leave their current team.`}
        confirmLabel={t`Move`}
        busy={move.loading}
        onConfirm={() => void confirm()}
        onNotNow={() => setAsking(false)}
        askLabel={<Trans>Move players</Trans>}
        onAsk={ask}
        onCancel={onCancel}
      />
    </section>
  );
}

function SeasonRollOver({ clubId, teams, seasonEnd, onCancel, onDone }: { clubId: string; teams: TeamRow[]; seasonEnd: string | null; onCancel: () => void; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [promote, setPromote] = useState<Set<string>>(() => new Set(teams.map((x) => x.id)));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState(false);
  const roll = useRollSeason();
  const body = {
    seasonStart: start,
    seasonEnd: end,
    teams: teams.map((x) => ({ teamId: x.id, promote: promote.has(x.id) })),
  };

  function ask() {
    const parsed = v.safeParse(seasonRollOverSchema, body);
    const found: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.issues) found[String(issue.path?.[0]?.key ?? '_')] ??= issue.message;
    if (!found.seasonStart && seasonEnd && start && start <= seasonEnd) found.seasonStart = SEASON_AFTER_CURRENT;
    setProblems(found);
    if (Object.keys(found).length === 0) setAsking(true);
  }
  async function confirm() {
    const answer = await roll.run(clubId, body);
    setAsking(false);
    if (answer) onDone();
  }
  const problem = (k: string) => (problems[k] ? i18n._(settingsText(problems[k])!) : undefined);

  return (
    <section className="card settings-card" aria-labelledby="season-title">
      <h2 id="season-title">
        <Trans>Start a new season</Trans>
      </h2>
      <p>
        <Trans>
          The club's season dates change to the new ones. Each team that moves up goes to the next age group (U9 becomes U10, U18 becomes 18+; 18+ and multi-age stay). Players stay in their teams, and
          past fixtures and training are kept.
        </Trans>
      </p>
      <TextField label={t`New season start`} type="date" value={start} error={problem('seasonStart')} onChange={(e) => setStart(e.target.value)} />
      <TextField label={t`New season end`} type="date" value={end} error={problem('seasonEnd')} onChange={(e) => setEnd(e.target.value)} />
      <fieldset className="settings-fieldset">
        <legend>
          <Trans>Teams that move up an age group</Trans>
        </legend>
        {teams.map((x) => {
          const next = nextAgeGroup(x.ageGroup);
          return (
            <CheckRow key={x.id} checked={promote.has(x.id)} onToggle={() => setPromote((s) => toggled(s, x.id))}>
              {x.name}
              {x.ageGroup && next && next !== x.ageGroup ? ` (${i18n._(ageGroupLabel(x.ageGroup))} → ${i18n._(ageGroupLabel(next))})` : ''}
            </CheckRow>
          );
        })}
      </fieldset>
      {problem('_') ? <Failure message={problem('_')!} /> : null}
      {roll.error ? <Failure message={i18n._(settingsFailure(roll.error, settingsMessages.teamFailed))} /> : null}
      <AskFirstActions
        asking={asking}
        question={t`Start the new season now? The season dates and the age groups of the chosen teams change, and this cannot be undone here.`}
        confirmLabel={t`Start the new season`}
        danger
        busy={roll.loading}
        onConfirm={() => void confirm()}
        onNotNow={() => setAsking(false)}
        askLabel={<Trans>Start a new season</Trans>}
        onAsk={ask}
        onCancel={onCancel}
      />
    </section>
  );
}
