// Messages of the development screens and calls (issue 21 items 5-6). The loading failures and
// the update failure are the spec's own (product.md §8), as is the refusal (§6).
export const developmentMessages = {
  noAccess: 'You do not have access to this screen',
  loadPlayers: 'There has been an error retrieving players',
  loadProfile: 'There has been an error retrieving profile',
  failed: 'There has been a problem updating this player',
  words: 'Please choose five describing words',
  player: 'Please choose a player',
  club: 'clubId must be a club id',
  team: 'Please choose a team of this club',
  limit: 'limit must be from 1 to 100',
  notAPlayer: 'This player is not in this club',
} as const;
