// Club shapes read by the app from GET club and GET club/{id}.
export interface ClubSummary {
  id: string;
  name: string;
  sport: string;
  clubType: 'elite' | 'community';
  parentClubId: string | null;
  primaryColour: string | null;
  secondaryColour: string | null;
  tertiaryColour: string | null;
  teamCount: number;
  memberCount: number;
}

export interface ClubListAnswer {
  clubs: ClubSummary[];
  total: number;
}

export interface TeamSummary {
  id: string;
  clubId: string;
  name: string;
  ageGroup: string | null;
  /** The colour shown: the team's own, or the club's while the team reuses the club's colours. */
  primaryColour: string | null;
  teamType: string | null;
  groupType: string | null;
  matchFormat: string | null;
  useClubColours: boolean;
  /** A badge is shown for the team (its own, or the club's): GET club/{id}/team/{teamId}/badge. */
  hasBadge: boolean;
}

export interface ClubDetailAnswer {
  club: ClubSummary & {
    country: string;
    currency: string;
    language: string;
    seasonStart: string | null;
    seasonEnd: string | null;
    /** The rest of spec §3 Club for the edit screens (the chat keys are never sent). */
    parentCompanyName: string | null;
    dateFormat: string;
    ageGroup: string | null;
    groupType: string | null;
    hasBadge: boolean;
    /** Only initials for under-13s on the practice leaderboard (issue 21). */
    leaderboardInitialsUnder13?: boolean;
    chatAppId: string | null;
    chatRegion: string | null;
    active: boolean;
  };
  teams: TeamSummary[];
}

/** GET club/{id}/stats: the club's counts for its dashboard. */
export interface ClubStatsAnswer {
  clubId: string;
  teams: number;
  members: { clubAdmins: number; coaches: number; assistantCoaches: number; parents: number; players: number; users: number };
  inactiveMembers: number;
  playersOnTrial: number;
  openInvites: number;
  fixtures: { upcoming: number; played: number };
  trainingSessions: { upcoming: number; held: number };
  /** The contract's total players, or null without a contract. */
  playerLimit: number | null;
}
