// The at-home practice messages, shared by the form and the server's 400 answers. The minutes
// message is the spec's own (product.md §8); the others name the limit they refuse.
export const practiceMessages = {
  minutesMissing: 'Please enter how long you practiced this core skill for',
  minutesRange: 'Please enter from 1 to 600 minutes',
  dayRange: 'Please choose today or a day in the last 7 days',
  coreSkill: 'Please choose a core skill',
  skillsMissing: 'Please add at least one core skill',
  feeling: 'Please choose how it felt, from 1 to 5',
  location: 'Please choose where you practised',
  timeZone: 'Please send a valid time zone',
  notFound: 'This practice was not found',
  notYours: 'Only the player or their parent can change their practice diary',
  failed: 'There has been a problem saving your practice',
} as const;
