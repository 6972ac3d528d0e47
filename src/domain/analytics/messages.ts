// Server and app messages of the analytics overviews (issue 24). The failure message follows
// the spec's pattern for analytics reads (product.md §8 'There has been an error retrieving ...').
export const analyticsMessages = {
  loadFailed: 'There has been an error retrieving analytics',
  teamNotFound: 'Team not found',
  playerNotInTeam: 'This player is not in this team',
  notYourTeam: 'You can only see the analytics of the teams you coach',
} as const;
