// Coach challenge (homework) messages, shared by the forms and the server's answers. The minutes
// message and 'Please complete all form fields' are the spec's own (product.md §5 Coach
// challenge); 'challenge upload must be a video or a picture' is §5's rule; the loading failure
// is §8's 'There has been an error retrieving ... coach challenge'; §8 names the create and
// upload errors, worded here as the other areas word theirs.
export const homeworkMessages = {
  incomplete: 'Please complete all form fields',
  minutes: 'Please enter how long you practiced this core skill for',
  badFile: 'Challenge upload must be a video or a picture',
  fileMissing: 'Please upload a video or a picture of your challenge',
  players: 'Please choose players of the team',
  team: 'Please choose a team you coach',
  coreSkill: 'Please choose a core skill',
  dueDay: 'Please choose a due date (today or later)',
  rating: 'Please choose a rating from 1 to 5',
  grade: 'Please choose a grade',
  notAnswered: 'This challenge has not been uploaded yet, so it cannot be marked',
  alreadyMarked: 'This challenge has already been marked',
  notMarked: 'This challenge has not been marked yet',
  notYours: 'Only the player or their parent can answer this challenge',
  coachOnly: 'Only a coach of the team can set or mark challenges',
  notFound: 'This coach challenge was not found',
  noAccess: 'You do not have access to this screen',
  createFailed: 'There has been a problem creating this coach challenge',
  uploadFailed: 'There has been a problem uploading this coach challenge',
  failed: 'There has been a problem saving this coach challenge',
  loadFailed: 'There has been an error retrieving coach challenge',
} as const;
