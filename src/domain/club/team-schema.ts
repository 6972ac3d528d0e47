// Team fields (spec §3 Team) and their checks (spec §5 Club/team): POST club/{id}/team (add),
// PUT club/{id}/team/{teamId} (edit, any subset), the team step of club creation, moving players
// between teams (PUT club/{clubId}/team/move) and the season roll-over (PUT club/{id}/team/season).
import * as v from 'valibot';
import { AGE_GROUPS, clubMessages, colour, GROUP_TYPES, seasonDay } from './club-schema';

/** Team types and match formats are ours: the spec names the fields, not their values. */
export const TEAM_TYPES = ['academy', 'development', 'competitive', 'recreational'] as const;
export const MATCH_FORMATS = ['3v3', '4v4', '5v5', '7v7', '9v9', '11v11'] as const;

export const teamMessages = {
  teamName: 'Please enter a valid team name',
  teamNameTaken: 'The club already has a team with this name',
  teamType: 'Please choose a valid team type',
  ageGroup: 'Please choose a valid age group',
  groupType: 'Please choose a valid group type',
  matchFormat: 'Please choose a default match format',
  coach: 'Please enter a valid coach and their details',
  assistantCoach: 'Please enter a valid assistant coach and their details',
  colours: 'Please set the team colours',
  failed: 'There has been a problem updating this team',
  pickTeam: 'Please choose a team of this club',
  pickPlayers: 'Please choose players of the team to move',
  sameTeam: 'Please choose a different team to move the players to',
} as const;

/**
 * Who may be made a team's lead or assistant coach from the club's members (issue 19): an adult
 * (no date of birth under 18) holding one of these roles, accepted and enabled, in the club.
 * A child player or a parent is never offered nor accepted.
 */
export const COACHING_ROLES = ['club_admin', 'coach', 'assistant_coach'] as const;
export const COACH_MIN_AGE = 18;

const emailMsg = 'Please enter a valid email address';
const mobileMsg = 'Please enter a valid country code and mobile number';

export const teamNameField = v.pipe(v.string(teamMessages.teamName), v.trim(), v.minLength(2, teamMessages.teamName), v.maxLength(100, teamMessages.teamName));
const uuidField = (message: string) => v.pipe(v.string(message), v.uuid(message));

/**
 * A lead or assistant coach: an existing member of the club (userId), or the details of a new
 * one, who is then created and sent an invite.
 */
export const coachSchema = (message: string) =>
  v.union(
    [
      v.object({ userId: uuidField(message) }),
      v.object({
        firstName: v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(100, message)),
        lastName: v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(100, message)),
        email: v.pipe(v.string(emailMsg), v.trim(), v.maxLength(254, emailMsg), v.email(emailMsg), v.toLowerCase()),
        countryCode: v.optional(v.nullable(v.pipe(v.string(mobileMsg), v.trim(), v.regex(/^\+?[0-9]{1,4}$/, mobileMsg), v.transform((s) => (s.startsWith('+') ? s : `+${s}`))))),
        mobile: v.optional(v.nullable(v.pipe(v.string(mobileMsg), v.trim(), v.regex(/^[0-9 ()-]{6,30}$/, mobileMsg), v.transform((s) => s.replace(/[^0-9]/g, ''))))),
      }),
    ],
    message,
  );
export type CoachInput = v.InferOutput<ReturnType<typeof coachSchema>>;

const badgeField = v.pipe(v.string(clubMessages.badge), v.regex(/^[A-Za-z0-9+/=\s]+$/, clubMessages.badge));

const teamEntries = {
  userId: v.optional(v.string()),
  name: teamNameField,
  teamType: v.picklist(TEAM_TYPES, teamMessages.teamType),
  groupType: v.picklist(GROUP_TYPES, teamMessages.groupType),
  ageGroup: v.picklist(AGE_GROUPS, teamMessages.ageGroup),
  matchFormat: v.picklist(MATCH_FORMATS, teamMessages.matchFormat),
  leadCoach: coachSchema(teamMessages.coach),
  assistantCoach: v.optional(v.nullable(coachSchema(teamMessages.assistantCoach))),
  /** True: the team shows the club's colours and badge (spec §3: "may reuse the club's"). */
  useClubColours: v.optional(v.boolean(), true),
  primaryColour: v.optional(v.nullable(colour)),
  secondaryColour: v.optional(v.nullable(colour)),
  tertiaryColour: v.optional(v.nullable(colour)),
  /** png or jpg as base64, at least 100x100 (checked by its bytes on the server). */
  badge: v.optional(badgeField),
};

const ownColoursSet = (d: { useClubColours?: boolean; primaryColour?: string | null; secondaryColour?: string | null }) =>
  d.useClubColours !== false || (Boolean(d.primaryColour) && Boolean(d.secondaryColour));

export const createTeamSchema = v.pipe(
  v.object(teamEntries, clubMessages.complete),
  v.forward(v.partialCheck([['useClubColours'], ['primaryColour'], ['secondaryColour']], ownColoursSet, teamMessages.colours), ['primaryColour']),
);
export type CreateTeam = v.InferOutput<typeof createTeamSchema>;

/** Edit: any subset; coaches given replace the team's lead / assistant coach. */
export const updateTeamSchema = v.object(
  {
    userId: v.optional(v.string()),
    name: v.optional(teamNameField),
    teamType: v.optional(v.picklist(TEAM_TYPES, teamMessages.teamType)),
    groupType: v.optional(v.picklist(GROUP_TYPES, teamMessages.groupType)),
    ageGroup: v.optional(v.picklist(AGE_GROUPS, teamMessages.ageGroup)),
    matchFormat: v.optional(v.picklist(MATCH_FORMATS, teamMessages.matchFormat)),
    leadCoach: v.optional(coachSchema(teamMessages.coach)),
    assistantCoach: v.optional(v.nullable(coachSchema(teamMessages.assistantCoach))),
    useClubColours: v.optional(v.boolean()),
    primaryColour: v.optional(v.nullable(colour)),
    secondaryColour: v.optional(v.nullable(colour)),
    tertiaryColour: v.optional(v.nullable(colour)),
    badge: v.optional(badgeField),
  },
  clubMessages.complete,
);
export type UpdateTeam = v.InferOutput<typeof updateTeamSchema>;

export const moveTeamSchema = v.pipe(
  v.object(
    {
      userId: v.optional(v.string()),
      fromTeamId: uuidField(teamMessages.pickTeam),
      toTeamId: uuidField(teamMessages.pickTeam),
      playerIds: v.pipe(v.array(uuidField(teamMessages.pickPlayers), teamMessages.pickPlayers), v.minLength(1, teamMessages.pickPlayers), v.maxLength(500, teamMessages.pickPlayers)),
    },
    teamMessages.pickPlayers,
  ),
  v.forward(v.check((d) => d.fromTeamId !== d.toTeamId, teamMessages.sameTeam), ['toTeamId']),
);
export type MoveTeam = v.InferOutput<typeof moveTeamSchema>;

/**
 * Season roll-over: the club's new season dates, and per team whether it moves up an age group
 * (U9 -> U10, U18 -> 18+; 18+ and multi-age stay) and an optional new name.
 */
export const seasonRollOverSchema = v.pipe(
  v.object(
    {
      userId: v.optional(v.string()),
      seasonStart: seasonDay,
      seasonEnd: seasonDay,
      teams: v.optional(
        v.pipe(
          v.array(v.object({ teamId: uuidField(teamMessages.pickTeam), promote: v.optional(v.boolean(), true), name: v.optional(teamNameField) }), teamMessages.pickTeam),
          v.maxLength(500, teamMessages.pickTeam),
        ),
        [],
      ),
    },
    clubMessages.season,
  ),
  v.forward(v.check((d) => d.seasonStart <= d.seasonEnd, clubMessages.seasonOrder), ['seasonEnd']),
);
export type SeasonRollOver = v.InferOutput<typeof seasonRollOverSchema>;

/** The next age group for a season roll-over. */
export function nextAgeGroup(ageGroup: string | null): string | null {
  if (ageGroup === null || ageGroup === '18+' || ageGroup === 'multi-age') return ageGroup;
  if (ageGroup === '4-5') return 'U6';
  if (ageGroup === 'U18') return '18+';
  const m = /^U(\d+)$/.exec(ageGroup);
  return m ? `U${Number(m[1]) + 1}` : ageGroup;
}

export interface TeamDetail {
  id: string;
  clubId: string;
  name: string;
  teamType: string | null;
  groupType: string | null;
  ageGroup: string | null;
  matchFormat: string | null;
  useClubColours: boolean;
  /** The colours shown: the club's while useClubColours. */
  primaryColour: string | null;
  secondaryColour: string | null;
  tertiaryColour: string | null;
  ownColours: { primary: string | null; secondary: string | null; tertiary: string | null };
  /** Whether a badge is shown for the team (its own, or the club's while it uses the club's); GET club/{id}/team/{teamId}/badge. */
  hasBadge: boolean;
  /** Whether the team has its own badge uploaded (shown only while it has its own colours). */
  hasOwnBadge: boolean;
  leadCoach: { userId: string; firstName: string; lastName: string; email: string | null } | null;
  assistantCoach: { userId: string; firstName: string; lastName: string; email: string | null } | null;
}

export interface TeamAnswer {
  team: TeamDetail;
}
