// Demo seed: on a database with no club, creates "Millbrook Rovers JFC" (two teams, staff,
// players, parents, played and upcoming fixtures, weekly training and an invite per team) in one
// transaction. On any other database it changes nothing. main.ts runs it at every start where
// demo-policy.ts allows (PGlite by default, a DATABASE_URL only with TOUCHLINE_SEED=true, never in
// production) and prints the sign-ins it returns.
import { randomUUID } from 'node:crypto';
import { passwords } from '../areas/auth/passwords';
import type { Db, Queryable } from './db';
import { DEMO_CLUB, DEMO_PARENT, DEMO_PASSWORD, DEMO_PLAYER, seasonAround, STAFF, TEAM_PLANS } from './seed/clubs';
import { buildFixtures } from './seed/fixtures';
import { buildDrills } from './seed/drills';
import { insertRows, type Row } from './seed/insert';
import type { TeamKey } from './seed/names';
import { buildPeople } from './seed/people';
import { createRandom } from './seed/random';
import { clubDay } from './seed/time';
import { buildBiometrics } from './seed/biometrics';
import { buildBilling } from './seed/billing';
import { buildPractice } from './seed/practice';
import { buildGrades, buildTeamPractice } from './seed/grades';
import { applyPreferences } from './seed/preferences';
import { buildTraining } from './seed/training';
import { buildNotifications } from './seed/notifications';
import { buildObjectives } from './seed/objectives';
import { buildReports } from './seed/reports';
import { buildHomework } from './seed/homework';
import { buildCalendarEvents } from './seed/calendar';
import { addMatchRatings, applyDevelopmentProfiles, buildRatingHistory } from './seed/development';
import { buildChat } from './seed/chat';
import { buildFeed } from './seed/feed';

export interface SeedResult {
  created: boolean;
  signIns: { role: string; email: string; password: string }[];
  /** Unused invite codes, one per team, so registration can be tried. */
  invites?: { team: string; role: string; code: string }[];
}

const SIGN_INS = [STAFF.superAdmin, STAFF.clubAdmin, STAFF.coach, STAFF.assistant, DEMO_PARENT, DEMO_PLAYER];
const INVITES: { team: TeamKey; role: 'parent' | 'player'; code: string }[] = [
  { team: 'U10', role: 'parent', code: 'ROVERS-U10' },
  { team: 'U14', role: 'player', code: 'ROVERS-U14' },
];
// Held for the transaction, so two API processes starting on one empty database seed it once.
const SEED_LOCK_KEY = 74_201_113;

export async function seedDemo(db: Db, now: Date = new Date()): Promise<SeedResult> {
  const hasClub = async (q: Queryable) => (await q.one<{ n: number }>('SELECT count(*)::int AS n FROM clubs')).n > 0;
  // Hash only when a seed is likely: argon2id is deliberately slow. One hash, made with the sign-in
  // code's parameters, serves every demo user.
  const passwordHash = (await hasClub(db)) ? null : await passwords.hash(DEMO_PASSWORD);
  const created = passwordHash
    ? await db.transaction(async (tx) => {
        await tx.query(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
        if (await hasClub(tx)) return false;
        await insertDemo(tx, passwordHash, now);
        return true;
      })
    : false;
  return created ? { created, signIns: signInsFor(SIGN_INS), invites: INVITES } : existingDemo(db);
}

const signInsFor = (people: { label: string; email: string }[]) => people.map((p) => ({ role: p.label, email: p.email, password: DEMO_PASSWORD }));

/** On a later start, report only the demo sign-ins and invites that still exist. */
async function existingDemo(db: Db): Promise<SeedResult> {
  const emails = new Set(
    (await db.query<{ email: string }>('SELECT lower(email) AS email FROM users WHERE lower(email) = ANY($1::text[])', [SIGN_INS.map((s) => s.email)])).map((r) => r.email),
  );
  const codes = new Set(
    (await db.query<{ code: string }>(`SELECT code FROM invites WHERE code = ANY($1::text[]) AND status = 'sent'`, [INVITES.map((i) => i.code)])).map((r) => r.code),
  );
  return { created: false, signIns: signInsFor(SIGN_INS.filter((s) => emails.has(s.email))), invites: INVITES.filter((i) => codes.has(i.code)) };
}

async function insertDemo(tx: Queryable, passwordHash: string, now: Date): Promise<void> {
  const today = clubDay(now);
  const season = seasonAround(today);
  const random = createRandom(20_240_801);
  const clubId = randomUUID();
  const teamIds = { U10: randomUUID(), U14: randomUUID() } satisfies Record<TeamKey, string>;

  await insertRows(tx, 'clubs', [
    {
      id: clubId,
      name: DEMO_CLUB.name,
      sport: 'football',
      club_type: 'community',
      date_format: 'DD/MM/YYYY',
      language: 'en',
      country: 'GB',
      currency: 'GBP',
      age_group: DEMO_CLUB.ageGroup,
      group_type: DEMO_CLUB.groupType,
      primary_colour: DEMO_CLUB.primaryColour,
      secondary_colour: DEMO_CLUB.secondaryColour,
      tertiary_colour: DEMO_CLUB.tertiaryColour,
      season_start: season.start,
      season_end: season.end,
      support_email: DEMO_CLUB.supportEmail,
      // The demo shows the locker room (issue 23 item 4); a new club turns it on in its settings.
      locker_room_enabled: true,
    },
  ]);
  await insertRows(
    tx,
    'teams',
    TEAM_PLANS.map((plan) => ({
      id: teamIds[plan.key],
      club_id: clubId,
      name: plan.key,
      team_type: plan.teamType,
      group_type: plan.groupType,
      age_group: plan.key,
      match_format: plan.matchFormat,
      primary_colour: DEMO_CLUB.primaryColour,
      secondary_colour: DEMO_CLUB.secondaryColour,
    })),
  );

  const people = buildPeople({ clubId, teamIds, seasonStartYear: season.startYear, passwordHash });
  // Its own generator: the preferences leave the rest of the demo as it was.
  applyPreferences(people.users, { staffIds: new Set(Object.values(people.staffIds)), random: createRandom(26) });
  // The U14's characteristic words and favourite skills (issue 21 item 5; own generator).
  applyDevelopmentProfiles(people.users, new Set(people.squads.U14.map((p) => p.id)), createRandom(2105));
  await insertRows(tx, 'users', people.users);
  await insertRows(tx, 'memberships', people.memberships);
  await insertRows(tx, 'guardians', people.guardians);

  const fixtures: Row[] = [];
  const events: Row[] = [];
  const fixtureAttendance: Row[] = [];
  const sessions: Row[] = [];
  const trainingAttendance: Row[] = [];
  TEAM_PLANS.forEach((plan, n) => {
    const team = { clubId, teamId: teamIds[plan.key], plan, squad: people.squads[plan.key], coachId: people.staffIds.coach, today, random };
    const f = buildFixtures({ ...team, opponentOffset: n * 4 });
    fixtures.push(...f.fixtures);
    events.push(...f.events);
    fixtureAttendance.push(...f.attendance);
    const t = buildTraining({ ...team, seasonEnd: season.end, topicOffset: n * 3 });
    sessions.push(...t.sessions);
    trainingAttendance.push(...t.attendance);
  });
  // The coach's match ratings of the U14 players (own generator), read by the 99 Rating.
  addMatchRatings(fixtures, fixtureAttendance, teamIds.U14, createRandom(2106));
  await insertRows(tx, 'fixtures', fixtures);
  await insertRows(tx, 'fixture_events', events);
  await insertRows(tx, 'fixture_attendance', fixtureAttendance);
  await insertRows(tx, 'training_sessions', sessions);
  await insertRows(tx, 'training_attendance', trainingAttendance);
  // Drills of the past sessions (own generator: the rest of the demo reads as it did).
  await insertRows(tx, 'training_drills', buildDrills(sessions, createRandom(24)));
  await insertRows(
    tx,
    'notifications',
    buildNotifications({
      clubId,
      teams: TEAM_PLANS.map((plan) => ({ id: teamIds[plan.key], name: plan.key })),
      memberships: people.memberships,
      guardians: people.guardians,
      fixtures,
      sessions,
      now,
    }),
  );
  await insertRows(tx, 'calendar_events', buildCalendarEvents({ clubId, teamIds, clubAdminId: people.staffIds.clubAdmin, coachId: people.staffIds.coach, today }));
  // The locker room: team groups with some conversation, a staff group, a direct conversation.
  const demoParentId = String(people.users.find((u) => u.email === DEMO_PARENT.email)?.id ?? '');
  const parentOf = (key: TeamKey) => String(people.memberships.find((m) => m.role === 'parent' && m.team_id === teamIds[key] && m.user_id !== demoParentId)?.user_id ?? demoParentId);
  const chat = buildChat({
    clubId,
    teams: TEAM_PLANS.map((plan) => ({ key: plan.key, id: teamIds[plan.key], name: plan.key })),
    coachId: people.staffIds.coach,
    assistantId: people.staffIds.assistant,
    clubAdminId: people.staffIds.clubAdmin,
    parentByTeam: { U10: parentOf('U10'), U14: parentOf('U14') },
    demoParentId,
    now,
  });
  await insertRows(tx, 'chat_groups', chat.groups);
  await insertRows(tx, 'chat_group_members', chat.members);
  await insertRows(tx, 'chat_messages', chat.messages);
  await insertRows(tx, 'chat_reads', chat.reads);
  // The club feed (issue 23 item 2): posts with likes and comments.
  const feed = buildFeed({ clubId, teamIds, clubAdminId: people.staffIds.clubAdmin, coachId: people.staffIds.coach, memberships: people.memberships, fixtures, now });
  await insertRows(tx, 'content_posts', feed.posts);
  await insertRows(tx, 'content_likes', feed.likes);
  await insertRows(tx, 'content_comments', feed.comments);
  const demoPlayer = people.users.find((u) => u.email === DEMO_PLAYER.email);
  const isoToday = `${today.y}-${String(today.m).padStart(2, '0')}-${String(today.d).padStart(2, '0')}`;
  // Its own generator: the practice rows leave the rest of the demo as it was.
  if (demoPlayer) await insertRows(tx, 'practice_entries', buildPractice({ playerId: String(demoPlayer.id), today: isoToday, random: createRandom(21) }));
  if (demoPlayer) await insertRows(tx, 'biometrics', buildBiometrics({ playerId: String(demoPlayer.id), today: isoToday }));
  const objectives = buildObjectives({ clubId, playerId: String(demoPlayer?.id ?? ''), coachId: people.staffIds.coach, today: isoToday, season });
  await insertRows(tx, 'objectives', objectives.templates);
  if (demoPlayer) await insertRows(tx, 'user_objectives', objectives.objectives);
  if (demoPlayer) await insertRows(tx, 'user_objective_logs', objectives.logs);
  // Grades with history for the U14, and their practice for the leaderboard (own generators too).
  const u14 = people.squads.U14.map((p) => p.id);
  await insertRows(tx, 'core_skill_grades', buildGrades({ clubId, playerIds: u14, coachId: people.staffIds.coach, now, random: createRandom(2104) }));
  // Five months of 99 Rating snapshots for the U14, so the breakdown has a last month (own generator).
  await insertRows(tx, 'player_rating_snapshots', buildRatingHistory({ clubId, playerIds: u14, now, random: createRandom(2107) }));
  // Billing (issue 25): the contract, prices, a year of paid licence invoices and one due.
  const playerIds = [...new Set(people.memberships.filter((m) => m.role === 'player' && m.status === 'accepted').map((m) => String(m.user_id)))];
  const billing = buildBilling({ clubId, today: isoToday, playerIds, adminId: people.staffIds.clubAdmin });
  await insertRows(tx, 'contracts', billing.contracts);
  await insertRows(tx, 'billing_products', billing.products);
  await insertRows(tx, 'billing_prices', billing.prices);
  await insertRows(tx, 'billing_subscriptions', billing.subscriptions);
  await insertRows(tx, 'billing_invoices', billing.invoices);
  await insertRows(tx, 'billing_invoice_numbers', billing.invoiceNumbers);
  await insertRows(tx, 'club_licences', billing.licences);
  // Two saved reports (issue 24 item 5): one shared with the club, one the coach's own.
  const reports = buildReports({ clubId, clubAdminId: people.staffIds.clubAdmin, coachId: people.staffIds.coach });
  await insertRows(tx, 'reports', reports.reports);
  await insertRows(tx, 'report_favourites', reports.favourites);
  // Coach challenges for the U14 in every state (own rows only: the rest of the demo reads as it did).
  if (demoPlayer) {
    const challenges = buildHomework({ clubId, teamId: teamIds.U14, coachId: people.staffIds.coach, demoPlayerId: String(demoPlayer.id), squad: u14, today: isoToday, now });
    await insertRows(tx, 'homework', challenges.homework);
    await insertRows(tx, 'homework_entries', challenges.entries);
  }
  const teammates = u14.filter((id) => id !== String(demoPlayer?.id));
  await insertRows(tx, 'practice_entries', buildTeamPractice({ playerIds: teammates, today: isoToday, random: createRandom(2103) }));

  await insertRows(
    tx,
    'invites',
    INVITES.map((inv) => ({
      code: inv.code,
      club_id: clubId,
      team_id: teamIds[inv.team],
      role: inv.role,
      invited_by: people.staffIds.coach,
      status: 'sent',
      expires_at: new Date(now.getTime() + 90 * 86_400_000),
    })),
  );
}
