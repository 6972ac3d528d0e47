// /secure/development/$playerId: a player's development profile (issue 21 items 5-6) — football
// details, the five characteristic words, core-skill grades, playing time this season with the
// share of the minutes available (under the club's threshold marked), attendance, match ratings
// and man-of-the-match awards, practice, objectives, the 99 Rating with its breakdown, and for
// staff the player's insights. The player and their parent see the player's own, read-only;
// anyone else 'You do not have access to this screen'. The last answer is kept on the device and
// shown "as of" when it was computed, with no signal.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { developmentMessages as m } from '../../../domain/development/messages';
import type { DevelopmentProfile } from '../../../domain/development/profile-types';
import { RoleId } from '../../../domain/roles';
import { Empty, Failure, Loading } from '../../../ui/states';
import { useOnline } from '../../../ui/use-online';
import { useMember } from '../../access/data/session';
import { AsOf } from '../../analytics/components/as-of';
import { count, percent } from '../../analytics/model/format';
import { skillName } from '../../analytics/model/skill-name';
import { GRADE_TEXT } from '../../practice/model/grade-text';
import { useDevelopmentProfile, usePlayerInsights, usePlayerWords } from '../data/development';
import { developmentMessage, insightSentence } from '../model/development-text';
import { RatingCard } from './rating-card';
import { WordsCard } from './words-card';
import './profile.css';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function DevelopmentProfileScreen({ playerId }: { playerId: string }) {
  const { t, i18n } = useLingui();
  const member = useMember();
  const online = useOnline();
  // A player sees only their own; everyone else is decided by the server (and its answer kept).
  const ownOnly = member?.roleId === RoleId.player && member.id !== playerId;
  const staffRole = member ? [RoleId.admin, RoleId.clubAdmin, RoleId.coach, RoleId.assistantCoach].includes(member.roleId as never) : false;
  const clubId = staffRole ? (member?.clubId ?? null) : null;
  const state = useDevelopmentProfile(ownOnly ? null : (member?.id ?? null), playerId, clubId, online);
  const profile = state.stored?.value;
  const insights = usePlayerInsights(member?.id ?? null, playerId, clubId, Boolean(profile?.staff), online);
  const words = usePlayerWords(playerId);
  const noAccess = developmentMessage(i18n, m.noAccess);

  const head = (name?: string) => (
    <div className="page-head">
      <h1>{name ?? t`Player development`}</h1>
      {staffRole ? (
        <Link to="/secure/development" className="button button--secondary">
          <Trans>All players</Trans>
        </Link>
      ) : null}
    </div>
  );
  if (!member) return <Loading />;
  if (ownOnly || (state.denied && !profile)) {
    return (
      <>
        {head()}
        <Failure message={noAccess} />
      </>
    );
  }
  if (state.stored === undefined || (state.stored === null && state.loading)) return <Loading />;
  if (!profile) {
    return (
      <>
        {head()}
        {online && state.failed ? (
          <Failure message={developmentMessage(i18n, m.loadProfile)} />
        ) : (
          <Empty>
            <Trans>This profile needs a connection the first time. Connect and open it again.</Trans>
          </Empty>
        )}
      </>
    );
  }
  return (
    <>
      {head(profile.name)}
      <AsOf computedAt={profile.computedAt} show={!online || state.failed} />
      <p className="card__meta">
        {[profile.teamName, profile.onTrial ? t`On trial` : null, profile.active ? null : t`Inactive`].filter(Boolean).join(' · ')}
      </p>
      <div className="cards">
        <RatingCard rating={profile.rating} />
        {profile.staff ? <Insights state={insights} /> : null}
        <Details profile={profile} />
        <WordsCard playerId={playerId} playerName={profile.name} words={words?.words ?? profile.words} canEdit={profile.staff} online={online} />
        <section className="card" aria-labelledby="grades-heading">
          <h2 id="grades-heading">
            <Trans>Core-skill grades</Trans>
          </h2>
          {profile.grades.length ? (
            <dl className="facts">
              {profile.grades.map((g) => (
                <Row key={g.coreSkill} label={skillName(i18n, g.coreSkill)}>
                  {t`${i18n._(GRADE_TEXT[g.grade])}, level ${g.level}`}
                </Row>
              ))}
            </dl>
          ) : (
            <p className="card__meta">
              <Trans>No core skill graded yet.</Trans>
            </p>
          )}
          <Link to="/secure/core-skills/$playerId" params={{ playerId }} className="button button--secondary">
            <Trans>Grades and their history</Trans>
          </Link>
        </section>
        <section className="card" aria-labelledby="games-heading">
          <h2 id="games-heading">
            <Trans>Games and training this season</Trans>
          </h2>
          <dl className="facts">
            <Row label={t`Minutes played`}>
              {profile.minutes.available > 0
                ? t`${count(i18n, profile.minutes.played)} of ${count(i18n, profile.minutes.available)} available (${percent(i18n, profile.minutes.share)})`
                : t`No games played yet`}
              {profile.minutes.under ? <strong className="fair-play-under"> {t`Under the club's fair playing time (${percent(i18n, profile.minutes.threshold)})`}</strong> : null}
            </Row>
            <Row label={t`Attendance at training`}>{percent(i18n, profile.attendance.training)}</Row>
            <Row label={t`Attendance at games`}>{percent(i18n, profile.attendance.games)}</Row>
            <Row label={t`Man of the match`}>{count(i18n, profile.motmAwards)}</Row>
            <Row label={t`Practice this season`}>{t`${count(i18n, profile.practice.seasonMinutes)} minutes`}</Row>
            <Row label={t`Weeks with practice on 3 days`}>{t`${profile.practice.weeks} of the last 8`}</Row>
          </dl>
          <h3>
            <Trans>Match ratings</Trans>
          </h3>
          {profile.matchRatings.length ? (
            <ul className="list">
              {profile.matchRatings.slice(0, 5).map((r) => (
                <li key={r.fixtureId} className="list__item">
                  <span className="list__body">
                    <span className="list__title">{t`${r.rating} of 10 v ${r.opponent}`}</span>
                    <span className="list__meta">{new Date(r.kickoffAt).toLocaleDateString(i18n.locale)}</span>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="card__meta">
              <Trans>No match rated yet.</Trans>
            </p>
          )}
        </section>
        <section className="card" aria-labelledby="objectives-heading">
          <h2 id="objectives-heading">
            <Trans>Objectives</Trans>
          </h2>
          <p>{t`${profile.objectives.met} of ${profile.objectives.total} due this season met; ${profile.objectives.open} open`}</p>
          <Link to="/secure/development/$playerId/objectives" params={{ playerId }} className="button button--secondary">
            <Trans>Open objectives</Trans>
          </Link>
        </section>
      </div>
    </>
  );
}

function Details({ profile }: { profile: DevelopmentProfile }) {
  const { t } = useLingui();
  const d = profile.details;
  const rows: [string, string | null][] = [
    [t`Favourite position`, d.favouritePosition],
    [t`Foot`, d.foot === 'left' ? t`Left` : d.foot === 'right' ? t`Right` : d.foot === 'both' ? t`Both` : d.foot],
    [t`Favourite skill`, d.favouriteSkill],
    [t`Favourite core skill`, d.favouriteCoreSkill],
    [t`Favourite team`, d.favouriteTeam],
    [t`Favourite player`, d.favouritePlayer],
    [t`Why they like football`, d.whyFootball],
  ];
  const shown = rows.filter((r): r is [string, string] => Boolean(r[1]));
  return (
    <section className="card" aria-labelledby="details-heading">
      <h2 id="details-heading">
        <Trans>Football details</Trans>
      </h2>
      {shown.length ? (
        <dl className="facts">
          {shown.map(([label, value]) => (
            <Row key={label} label={label}>
              {value}
            </Row>
          ))}
        </dl>
      ) : (
        <p className="card__meta">
          <Trans>No football details yet.</Trans>
        </p>
      )}
    </section>
  );
}

function Insights({ state }: { state: ReturnType<typeof usePlayerInsights> }) {
  const { i18n } = useLingui();
  const list = state.stored?.value.insights;
  return (
    <section className="card" aria-labelledby="insights-heading">
      <h2 id="insights-heading">
        <Trans>Player insights</Trans>
      </h2>
      {list === undefined ? (
        state.loading ? (
          <Loading />
        ) : (
          <p className="card__meta">
            <Trans>Insights need a connection the first time.</Trans>
          </p>
        )
      ) : list.length ? (
        <ul>
          {list.map((x) => (
            <li key={x.kind}>{insightSentence(i18n, x)}</li>
          ))}
        </ul>
      ) : (
        <p className="card__meta">
          <Trans>Nothing stands out: practice, attendance and wellbeing are steady.</Trans>
        </p>
      )}
    </section>
  );
}
