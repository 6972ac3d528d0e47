// The demo's fixtures: five played games per team, with the match events a coach would have
// tapped in (kick-off, goals with scorer and assist, saves, bookings, substitutions, half and
// full time) and attendance, then four upcoming games awaiting replies.
//
// Event kinds follow src/domain/fixture/event-schema.ts (goal, goal_against, save, booking,
// substitution), with flat data as that schema allows:
//   goal          player_id = scorer; data.assistId?, goalType, distance (yards)
//   goal_against  no player
//   save          player_id = goalkeeper
//   booking       player_id; data.card 'yellow' | 'red', data.reason
//   substitution  player_id = player coming on; data.offId = player going off, data.reason
// plus the period markers kick_off, half_time, second_half and full_time (no player), which are
// not among the event PUT's kinds: they record the match clock's start, break and end.
// match_second is the match clock (the second half starts at the half length); period is
// 'first_half' or 'second_half'. goals_for / goals_against equal the goal / goal_against events.
import { randomUUID } from 'node:crypto';
import type { Row } from './insert';
import type { SeedPlayer } from './people';
import type { Random } from './random';
import type { TeamPlan } from './clubs';
import { DEMO_CLUB } from './clubs';
import { addMinutes, at, CLUB_TIME_ZONE, type Day, weekdaysAfter, weekdaysBefore } from './time';

interface Opponent {
  club: string;
  ground: string;
}

const OPPONENTS: Opponent[] = [
  { club: 'Hartley Green Colts', ground: 'Hartley Green Playing Fields' },
  { club: "St Aidan's Juniors", ground: "St Aidan's Park" },
  { club: 'Kingsmead Youth', ground: 'Kingsmead Sports Centre' },
  { club: 'Fairfield Athletic', ground: 'Fairfield Lane' },
  { club: 'Oakwood Rangers', ground: 'Oakwood Community Ground' },
  { club: 'Bramley Town Juniors', ground: 'Bramley Memorial Ground' },
  { club: 'Westbury Wanderers', ground: 'Westbury Park' },
  { club: 'Holmeside FC', ground: 'Holmeside Leisure Centre 3G' },
  { club: 'Redhill Saints', ground: 'Redhill Recreation Ground' },
];

/** Results of the five played games, oldest first: [for, against]. */
const RESULTS: Record<string, [number, number][]> = {
  U10: [
    [3, 1],
    [2, 2],
    [1, 3],
    [4, 2],
    [2, 0],
  ],
  U14: [
    [1, 0],
    [0, 2],
    [3, 3],
    [2, 1],
    [1, 1],
  ],
};

const PAST_OCCASIONS = ['league', 'league', 'cup', 'league', 'league'] as const;
const UPCOMING_OCCASIONS = ['league', 'cup', 'league', 'friendly'] as const;
const GOAL_TYPES = ['open_play', 'open_play', 'open_play', 'header', 'free_kick', 'penalty'] as const;
const BOOKING_REASONS = ['Dissent', 'Unsporting behaviour', 'Persistent infringement', 'Delaying the restart'];
const SUB_REASONS = ['tactical', 'tactical', 'rest', 'equal game time'];
const CLOSING: Record<'win' | 'draw' | 'defeat', string> = {
  win: 'Moved the ball well and kept our shape. Well done everyone.',
  draw: 'A fair result on the day; we kept going right to the end.',
  defeat: 'Tough game against a strong side. Plenty to work on at training.',
};
const WEATHER = ['Dry and bright', 'Overcast', 'Light rain', 'Cold and windy', 'Sunny'];

export interface FixtureRows {
  fixtures: Row[];
  events: Row[];
  attendance: Row[];
}

interface TeamCtx {
  clubId: string;
  teamId: string;
  plan: TeamPlan;
  squad: SeedPlayer[];
  coachId: string;
  today: Day;
  random: Random;
  /** Rotates the opponent list so the two teams do not play the same clubs on the same weekend. */
  opponentOffset: number;
}

const fullName = (p: SeedPlayer) => `${p.first} ${p.last}`;

export function buildFixtures(ctx: TeamCtx): FixtureRows {
  const out: FixtureRows = { fixtures: [], events: [], attendance: [] };
  const { plan } = ctx;
  const results = RESULTS[plan.key] ?? [];
  const pastDays = weekdaysBefore(ctx.today, plan.matchDay.dow, results.length);
  const upcomingDays = weekdaysAfter(ctx.today, plan.matchDay.dow, UPCOMING_OCCASIONS.length);
  const opponent = (i: number) => OPPONENTS[(i + ctx.opponentOffset) % OPPONENTS.length] as Opponent;

  pastDays.forEach((day, i) => {
    const [goalsFor, goalsAgainst] = results[i] as [number, number];
    buildPlayedFixture(ctx, out, {
      day,
      opponent: opponent(i),
      home: i % 2 === 0,
      occasion: PAST_OCCASIONS[i] ?? 'league',
      goalsFor,
      goalsAgainst,
    });
  });

  upcomingDays.forEach((day, i) => {
    const opp = opponent(pastDays.length + i);
    const home = (pastDays.length + i) % 2 === 0;
    const kickoff = at(day, plan.matchDay.hh, plan.matchDay.mm);
    const id = randomUUID();
    out.fixtures.push(
      fixtureRow(ctx, {
        id,
        opponent: opp,
        home,
        kickoff,
        occasion: UPCOMING_OCCASIONS[i] ?? 'league',
        status: 'setup',
        goalsFor: null,
        goalsAgainst: null,
        details: {
          arrivalTime: timeOfDay(addMinutes(kickoff, -45)),
          teamInformation: 'Full kit please: green shirts, black shorts, green socks. Shin pads and water bottle.',
          arrivalInformation: home ? 'Meet at the clubhouse and warm up on the training grid.' : `Meet in the car park at ${opp.ground}.`,
          transportOffered: false,
          showTeamSheet: true,
          pitchSize: plan.key === 'U10' ? 'small' : 'large',
          pitchSurface: home ? 'natural grass' : 'synthetic',
        },
      }),
    );
    // Replies are coming in for the next game only.
    if (i === 0) {
      ctx.squad.forEach((p, n) => {
        if (n % 5 === 4) return; // no reply yet
        out.attendance.push({
          fixture_id: id,
          player_id: p.id,
          selected: false,
          status: n === 7 ? 'not_coming' : 'coming',
          shown_up: null,
          position: null,
          shirt_number: p.shirt,
        });
      });
    }
  });
  return out;
}

interface Played {
  day: Day;
  opponent: Opponent;
  home: boolean;
  occasion: string;
  goalsFor: number;
  goalsAgainst: number;
}

function buildPlayedFixture(ctx: TeamCtx, out: FixtureRows, g: Played): void {
  const { plan, random } = ctx;
  const id = randomUUID();
  const kickoff = at(g.day, plan.matchDay.hh, plan.matchDay.mm);
  const half = plan.halfMinutes * 60;
  const breakSeconds = 10 * 60;

  // One or two players unavailable each week; the goalkeeper always plays.
  const outfield = ctx.squad.filter((p) => p.position !== 'GK');
  const missing = new Set(random.sample(outfield, random.int(1, 2)).map((p) => p.id));
  const available = ctx.squad.filter((p) => !missing.has(p.id));
  const starters = available.slice(0, plan.onPitch);
  const bench = available.slice(plan.onPitch);
  const keeper = starters.find((p) => p.position === 'GK') ?? (starters[0] as SeedPlayer);

  const events: { kind: string; second: number; order: number; playerId: string | null; data: object }[] = [];
  const push = (kind: string, second: number, playerId: string | null, data: object = {}, order = 1) => events.push({ kind, second, order, playerId, data });

  push('kick_off', 0, null, {}, 0);
  push('half_time', half, null, {}, 0);
  push('second_half', half, null, {}, 2);
  push('full_time', 2 * half, null, {}, 9);

  // Substitutions in the second half: a bench player on for an outfield starter.
  const subs = random.sample(bench, Math.min(bench.length, 3)).map((on) => ({
    on,
    second: random.int(half + 60, 2 * half - 300),
  }));
  subs.sort((a, b) => a.second - b.second);
  const offCandidates = starters.filter((p) => p.id !== keeper.id);
  const offs = random.sample(offCandidates, subs.length);
  const swaps = subs.map((s, i) => ({ ...s, off: offs[i] as SeedPlayer }));
  for (const s of swaps) push('substitution', s.second, s.on.id, { offId: s.off.id, reason: random.pick(SUB_REASONS) }, 3);

  const onPitchAt = (second: number): SeedPlayer[] => {
    let line = [...starters];
    for (const s of swaps) if (s.second <= second) line = line.map((p) => (p.id === s.off.id ? s.on : p));
    return line;
  };
  const matchSecond = () => {
    const s = random.int(90, 2 * half - 60);
    return s === half ? s + 30 : s;
  };

  const scorerCount = new Map<string, number>();
  for (let n = 0; n < g.goalsFor; n++) {
    const second = matchSecond();
    const line = onPitchAt(second).filter((p) => p.id !== keeper.id);
    const weighted = line.flatMap((p) => (p.position === 'FWD' ? [p, p, p] : p.position === 'MID' ? [p, p] : [p]));
    const scorer = random.pick(weighted);
    const assist = random.chance(0.7) ? random.pick(line.filter((p) => p.id !== scorer.id)) : null;
    const goalType = random.pick(GOAL_TYPES);
    scorerCount.set(scorer.id, (scorerCount.get(scorer.id) ?? 0) + 1);
    push('goal', second, scorer.id, {
      ...(assist && goalType !== 'penalty' ? { assistId: assist.id } : {}),
      goalType,
      distance: goalType === 'penalty' ? 10 : random.pick([5, 10, 10, 15, 20, 25]),
    });
  }
  for (let n = 0; n < g.goalsAgainst; n++) push('goal_against', matchSecond(), null);
  for (let n = random.int(2, 5); n > 0; n--) push('save', matchSecond(), keeper.id);
  if (plan.key === 'U14' && random.chance(0.6)) {
    const second = matchSecond();
    const booked = random.pick(onPitchAt(second).filter((p) => p.id !== keeper.id));
    push('booking', second, booked.id, { card: 'yellow', reason: random.pick(BOOKING_REASONS) });
  }

  events.sort((a, b) => a.second - b.second || a.order - b.order);
  events.forEach((e, n) => {
    // Wall-clock of the tap: the match clock plus the half-time break once the second half is on.
    const inSecondHalf = e.second > half || (e.second === half && e.kind !== 'half_time');
    const recordedAt = new Date(kickoff.getTime() + (e.second + (inSecondHalf ? breakSeconds : 0)) * 1000 + n);
    out.events.push({
      id: randomUUID(),
      fixture_id: id,
      club_id: ctx.clubId,
      kind: e.kind,
      player_id: e.playerId,
      match_second: e.second,
      period: e.second < half || e.kind === 'half_time' ? 'first_half' : 'second_half',
      data: e.data,
      recorded_by: ctx.coachId,
      device_id: 'demo-seed',
      recorded_at: recordedAt,
    });
  });

  const motm = [...scorerCount].sort((a, b) => b[1] - a[1])[0]?.[0] ?? keeper.id;
  out.fixtures.push(
    fixtureRow(ctx, {
      id,
      opponent: g.opponent,
      home: g.home,
      kickoff,
      occasion: g.occasion,
      status: 'ended',
      goalsFor: g.goalsFor,
      goalsAgainst: g.goalsAgainst,
      details: {
        matchReport: matchReport(g, ctx.squad, scorerCount),
        manOfTheMatch: motm,
        rating: g.goalsFor > g.goalsAgainst ? 4 : g.goalsFor === g.goalsAgainst ? 3 : 2,
        oppositionRating: 3,
        weather: random.pick(WEATHER),
        pitchSize: plan.key === 'U10' ? 'small' : 'large',
        pitchSurface: g.home ? 'natural grass' : 'synthetic',
        referee: g.home ? 'Club referee' : 'League referee',
      },
    }),
  );

  const benchIds = new Set(bench.map((p) => p.id));
  for (const p of ctx.squad) {
    const played = !missing.has(p.id);
    out.attendance.push({
      fixture_id: id,
      player_id: p.id,
      selected: played,
      status: played ? 'coming' : 'not_coming',
      shown_up: played,
      position: played ? (benchIds.has(p.id) ? 'SUB' : p.position) : null,
      shirt_number: p.shirt,
    });
  }
}

interface FixtureFields {
  id: string;
  opponent: Opponent;
  home: boolean;
  kickoff: Date;
  occasion: string;
  status: string;
  goalsFor: number | null;
  goalsAgainst: number | null;
  details: object;
}

function fixtureRow(ctx: TeamCtx, f: FixtureFields): Row {
  return {
    id: f.id,
    club_id: ctx.clubId,
    team_id: ctx.teamId,
    opponent: `${f.opponent.club} ${ctx.plan.key}`,
    home_away: f.home ? 'home' : 'away',
    kickoff_at: f.kickoff,
    venue: f.home ? DEMO_CLUB.homeGround : f.opponent.ground,
    pitch_name: f.home ? ctx.plan.homePitch : null,
    match_type: ctx.plan.matchFormat,
    occasion: f.occasion,
    match_length: ctx.plan.halfMinutes * 2,
    formation: ctx.plan.formation,
    status: f.status,
    goals_for: f.goalsFor,
    goals_against: f.goalsAgainst,
    // The report's columns, as the report call stores them (the detail, the analytics' star
    // players and man-of-the-match awards read these, not details).
    man_of_the_match: (f.details as { manOfTheMatch?: string }).manOfTheMatch ?? null,
    match_report: (f.details as { matchReport?: string }).matchReport ?? null,
    rating: (f.details as { rating?: number }).rating ?? null,
    opposition_rating: (f.details as { oppositionRating?: number }).oppositionRating ?? null,
    details: f.details,
    active: true,
    created_by: ctx.coachId,
  };
}

function matchReport(g: Played, squad: SeedPlayer[], scorers: Map<string, number>): string {
  const outcome = g.goalsFor > g.goalsAgainst ? 'win' : g.goalsFor < g.goalsAgainst ? 'defeat' : 'draw';
  const where = g.home ? `at home to ${g.opponent.club}` : `away at ${g.opponent.club}`;
  const names = [...scorers].map(([id, n]) => {
    const p = squad.find((s) => s.id === id);
    return p ? `${fullName(p)}${n > 1 ? ` (${n})` : ''}` : '';
  });
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
  const goals = names.length ? ` Goals from ${list}.` : '';
  return `A ${g.goalsFor}-${g.goalsAgainst} ${outcome} ${where}.${goals} ${CLOSING[outcome]}`;
}

const timeOfDay = (t: Date): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone: CLUB_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(t);
