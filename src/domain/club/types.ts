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
  primaryColour: string | null;
}

export interface ClubDetailAnswer {
  club: ClubSummary & { country: string; currency: string; language: string; seasonStart: string | null; seasonEnd: string | null };
  teams: TeamSummary[];
}
