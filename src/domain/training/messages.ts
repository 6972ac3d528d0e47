// The training area's user-facing messages (spec product.md §5 and §8, calls.md §8), word for
// word where the spec gives them. Shared by the screens and the server.
export const trainingMessages = {
  createFailed: 'There has been a problem creating a Training',
  drillsFailed: 'There has been a problem updating the drills',
  attendanceFailed: 'There has been a problem updating the attendance',
  /** Spec §8: reused for config, notes, report, start, end and cancel. */
  startFailed: 'There has been a problem starting the game',
  /** Spec §8: reused for recording removal and session generation. */
  recordingRemoveFailed: 'There has been a problem removing a recording',
  /** Spec §8 names delete, copy and recording-add errors without a text; ours. */
  deleteFailed: 'There has been a problem deleting the training session',
  copyFailed: 'There has been a problem copying the training session',
  updateFailed: 'There has been a problem updating the training session',
  recordingAddFailed: 'There has been a problem adding a recording',
  reminderFailed: 'There has been a problem sending the reminder',
  playerFailed: 'There has been a problem updating this player',

  dateInFuture: 'Please enter a training session date/time in the future',
  completeInfo: 'Please complete the training session information',
  /** Ours: what the start still needs, at the field (issue 19: the spec's message named nothing). */
  locationToStart: 'Add where the session takes place to start it',
  coreSkillToStart: 'Add the core skill this session trains to start it',
  endBeforeStart: 'The end time must be after the start time',
  repeatUntilBeforeStart: 'The repeat until date must not be before the first session',
  repeatUntilRequired: 'Please choose a date to repeat until',
  tooManySessions: 'A series can hold at most 100 sessions',
  ratingRange: 'Please choose a rating from 1 to 10',
  takeawaysMax: 'Please give at most 3 takeaways',
  teamRequired: 'Please select a team',
} as const;
