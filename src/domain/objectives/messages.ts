// The objective messages, shared by the forms and the server's 400/403 answers. 'Please complete
// all form fields' is the spec's own (product.md §5 Objective); the loading failure follows §8's
// 'There has been an error retrieving ...'; the others name what is wrong.
export const objectiveMessages = {
  incomplete: 'Please complete all form fields',
  target: 'Please enter a target from 1 to 10000',
  value: 'Please enter your progress, from 1 to 10000',
  day: 'Please choose the day (not in the future)',
  player: 'Please choose a player',
  dates: 'Please choose a start date and an end date, the start first',
  notYours: 'Only the player, their parent or their coach can set objectives',
  markMet: 'Only a coach can mark an objective met',
  notFound: 'This objective was not found',
  notInClub: 'You do not have access to this screen',
  failed: 'There has been a problem saving this objective',
  loadFailed: 'There has been an error retrieving objectives',
} as const;
