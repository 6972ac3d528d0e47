// The demo club's locker room (issue 23 item 4): the club has it turned on; each team's group
// with a short conversation (the coach's plan, a parent's question, the answer), a staff group,
// and a direct conversation between the coach and the demo parent (two adults). Read marks leave
// the demo parent with unread messages to see. Times run up to an hour ago.
import { randomUUID } from 'node:crypto';
import type { Row } from './insert';
import type { TeamKey } from './names';

interface Ctx {
  clubId: string;
  teams: { key: TeamKey; id: string; name: string }[];
  coachId: string;
  assistantId: string;
  clubAdminId: string;
  /** A parent per team who speaks in its group; the demo parent (U14). */
  parentByTeam: Record<TeamKey, string>;
  demoParentId: string;
  now: Date;
}

export interface ChatSeed {
  groups: Row[];
  members: Row[];
  messages: Row[];
  reads: Row[];
}

export function buildChat(ctx: Ctx): ChatSeed {
  const groups: Row[] = [];
  const members: Row[] = [];
  const messages: Row[] = [];
  const reads: Row[] = [];
  const minutesAgo = (n: number) => new Date(ctx.now.getTime() - n * 60_000);
  const conversation = (g: { kind: 'team' | 'group' | 'direct'; teamId?: string; name: string; memberIds?: string[]; pairKey?: string }, lines: { by: string; text: string; ago: number }[]) => {
    const id = randomUUID();
    groups.push({
      id,
      club_id: ctx.clubId,
      kind: g.kind,
      team_id: g.teamId ?? null,
      name: g.name,
      pair_key: g.pairKey ?? null,
      last_seq: lines.length,
      last_at: lines.length ? minutesAgo(lines[lines.length - 1]!.ago) : null,
      created_by: ctx.coachId,
    });
    for (const u of g.memberIds ?? []) members.push({ group_id: id, user_id: u, added_by: ctx.coachId });
    lines.forEach((l, i) => messages.push({ id: randomUUID(), group_id: id, seq: i + 1, sender_id: l.by, body: l.text, created_at: minutesAgo(l.ago) }));
    // Everyone who wrote has read up to their own last line.
    const lastBy = new Map<string, number>();
    lines.forEach((l, i) => lastBy.set(l.by, i + 1));
    for (const [user, seq] of lastBy) reads.push({ group_id: id, user_id: user, delivered_seq: seq, read_seq: seq });
    return id;
  };
  for (const t of ctx.teams) {
    conversation({ kind: 'team', teamId: t.id, name: t.name }, [
      { by: ctx.coachId, text: `Training on Thursday is at the usual time. Shin pads on, please, and bring a full water bottle.`, ago: 26 * 60 },
      { by: ctx.parentByTeam[t.key], text: 'Is the game on Saturday home or away?', ago: 25 * 60 },
      { by: ctx.assistantId, text: 'Home. Meet at 9:15 by the clubhouse; kit is in the car park.', ago: 24 * 60 },
      { by: ctx.coachId, text: 'Great effort from everyone last week. Keep practising the passing drill at home!', ago: 90 },
    ]);
  }
  conversation({ kind: 'group', name: 'Coaches', memberIds: [ctx.coachId, ctx.assistantId, ctx.clubAdminId] }, [
    { by: ctx.clubAdminId, text: 'The pitch is booked for the summer tournament.', ago: 300 },
    { by: ctx.coachId, text: "Thanks! I'll pick the squads on Monday.", ago: 280 },
  ]);
  const pair = [ctx.coachId, ctx.demoParentId].sort().join(':');
  conversation({ kind: 'direct', name: '', memberIds: [ctx.coachId, ctx.demoParentId], pairKey: pair }, [
    { by: ctx.demoParentId, text: 'Max has a school trip on the 14th, so he will miss training.', ago: 200 },
    { by: ctx.coachId, text: 'Thanks for letting me know. See you at the game.', ago: 60 },
  ]);
  return { groups, members, messages, reads };
}
