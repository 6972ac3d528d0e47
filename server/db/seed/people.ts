// Builds the rows for the club's people: staff, players (with shirt numbers) and parents, their
// memberships and the guardian links, and one child waiting for the U14 staff's approval
// (WAITING_CHILD). Returns the squads with ids for fixtures and training.
import { randomUUID } from 'node:crypto';
import type { Row } from './insert';
import { FAMILIES, SQUADS, WAITING_CHILD, type PlayerSeed, type TeamKey } from './names';
import { DEMO_PARENT, DEMO_PLAYER, personEmail, STAFF } from './clubs';
import { addDays, isoDay } from './time';

export interface SeedPlayer extends PlayerSeed {
  id: string;
  teamId: string;
}

export interface People {
  users: Row[];
  memberships: Row[];
  guardians: Row[];
  staffIds: Record<keyof typeof STAFF, string>;
  squads: Record<TeamKey, SeedPlayer[]>;
  parentIdsByChild: Map<string, string[]>;
  /** The child whose U14 membership is pending (WAITING_CHILD). */
  waitingChildId: string;
}

interface Ctx {
  clubId: string;
  teamIds: Record<TeamKey, string>;
  seasonStartYear: number;
  passwordHash: string;
}

// Ofcom's drama range (07700 900000-900999) never reaches a real phone.
const phone = (n: number) => `7700900${String(100 + n).padStart(3, '0')}`;

export function buildPeople(ctx: Ctx): People {
  const users: Row[] = [];
  const memberships: Row[] = [];
  const guardians: Row[] = [];
  let phoneNo = 0;

  const addUser = (u: { first: string; last: string; email: string | null; jobTitle?: string; superAdmin?: boolean; dob?: string; profile?: object }) => {
    const id = randomUUID();
    users.push({
      id,
      email: u.email,
      password_hash: u.email ? ctx.passwordHash : null,
      first_name: u.first,
      last_name: u.last,
      job_title: u.jobTitle ?? null,
      country_code: '+44',
      telephone: u.email ? phone(phoneNo++) : null,
      date_of_birth: u.dob ?? null,
      is_super_admin: u.superAdmin ?? false,
      terms_accepted_at: u.email ? new Date() : null,
      profile: u.profile ?? {},
      // The demo club made the accounts without a login (children): only it may give them one.
      created_by_club: u.email ? null : ctx.clubId,
    });
    return id;
  };
  const addMembership = (m: { userId: string; teamId: string | null; role: string; primary?: boolean; shirt?: number; safeguarding?: boolean; status?: 'accepted' | 'pending' }) => {
    const status = m.status ?? 'accepted';
    memberships.push({
      user_id: m.userId,
      club_id: ctx.clubId,
      team_id: m.teamId,
      role: m.role,
      is_primary_team: m.primary ?? false,
      safeguarding_lead: m.safeguarding ?? false,
      shirt_number: m.shirt ?? null,
      play_status: m.role === 'player' ? 'available' : null,
      // Only accepted memberships can be active (migration 008); a pending one grants nothing.
      status,
      active: status === 'accepted',
    });
  };

  const staffIds = {
    superAdmin: addUser({ ...STAFF.superAdmin, superAdmin: true }),
    clubAdmin: addUser(STAFF.clubAdmin),
    coach: addUser(STAFF.coach),
    assistant: addUser(STAFF.assistant),
  };
  addMembership({ userId: staffIds.clubAdmin, teamId: null, role: 'club_admin', safeguarding: true });
  for (const key of ['U10', 'U14'] as const) {
    addMembership({ userId: staffIds.coach, teamId: ctx.teamIds[key], role: 'coach', primary: key === 'U10' });
    addMembership({ userId: staffIds.assistant, teamId: ctx.teamIds[key], role: 'assistant_coach', primary: key === 'U10' });
  }

  const squads = {} as Record<TeamKey, SeedPlayer[]>;
  for (const key of ['U10', 'U14'] as const) {
    const age = Number(key.slice(1));
    // Born in the English school year that makes them Under-N this season (1 Sep - 31 Aug).
    const yearStart = { y: ctx.seasonStartYear - age, m: 9, d: 1 };
    squads[key] = SQUADS[key].map((p, i) => {
      const isDemoPlayer = p.first === DEMO_PLAYER.first && p.last === DEMO_PLAYER.last;
      // Under-10s have no sign-in of their own; their parents act for them.
      const email = isDemoPlayer ? DEMO_PLAYER.email : key === 'U14' ? personEmail(p.first, p.last) : null;
      const id = addUser({
        first: p.first,
        last: p.last,
        email,
        dob: isoDay(addDays(yearStart, (i * 26 + 11) % 365)),
        profile: { favouritePosition: p.position, foot: p.foot },
      });
      addMembership({ userId: id, teamId: ctx.teamIds[key], role: 'player', primary: true, shirt: p.shirt });
      return { ...p, id, teamId: ctx.teamIds[key] };
    });
  }

  const allPlayers = [...squads.U10, ...squads.U14];
  const parentIdsByChild = new Map<string, string[]>();
  for (const family of FAMILIES) {
    const children = family.children.map((first) => {
      const child = allPlayers.find((p) => p.first === first && p.last === family.last);
      if (!child) throw new Error(`seed: ${first} ${family.last} is not in a squad`);
      return child;
    });
    for (const name of family.parents) {
      const [first, last = family.last] = name.split(' ') as [string, string?];
      const isDemoParent = first === DEMO_PARENT.first && last === DEMO_PARENT.last;
      const parentId = addUser({ first, last, email: isDemoParent ? DEMO_PARENT.email : personEmail(first, last) });
      const teams = new Set(children.map((c) => c.teamId));
      for (const teamId of teams) addMembership({ userId: parentId, teamId, role: 'parent', primary: teamId === children[0]?.teamId });
      for (const child of children) {
        guardians.push({ parent_id: parentId, child_id: child.id });
        parentIdsByChild.set(child.id, [...(parentIdsByChild.get(child.id) ?? []), parentId]);
      }
    }
  }

  // Added by a U10 parent to the U14, where her own invitation did not name her: pending.
  const waitingDob = isoDay(addDays({ y: ctx.seasonStartYear - Number(WAITING_CHILD.team.slice(1)), m: 9, d: 1 }, 200));
  const waitingChildId = addUser({ first: WAITING_CHILD.first, last: WAITING_CHILD.last, email: null, dob: waitingDob, profile: { favouritePosition: WAITING_CHILD.position, foot: WAITING_CHILD.foot } });
  addMembership({ userId: waitingChildId, teamId: ctx.teamIds[WAITING_CHILD.team], role: 'player', primary: true, status: 'pending' });
  const waitingParent = users.find((u) => `${String(u.first_name)} ${String(u.last_name)}` === WAITING_CHILD.parent);
  if (!waitingParent) throw new Error(`seed: ${WAITING_CHILD.parent} is not a parent in the club`);
  guardians.push({ parent_id: waitingParent.id, child_id: waitingChildId });
  return { users, memberships, guardians, staffIds, squads, parentIdsByChild, waitingChildId };
}
