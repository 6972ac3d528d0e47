// The calendar's messages, shared by the event form and the server's 400 answers. The spec asks
// an event for "all fields, start date, end date, core skill when practising" (product.md §5);
// the loading failure is §8's own 'There has been an error retrieving events'.
export const calendarMessages = {
  type: 'Please choose the type of event',
  name: 'Please enter a name for the event',
  start: 'Please enter a start date and time',
  end: 'Please enter an end date and time',
  endBeforeStart: 'The event must end after it starts',
  coreSkill: 'Please choose the core skill to practise',
  notes: 'Notes must be at most 2000 characters',
  team: 'Please choose a team you coach',
  notYours: 'Only club administrators and the coaches of the team can change this event',
  notFound: 'This event could not be found',
  range: 'Please choose a date range of at most 100 days',
  month: 'month must be a month (YYYY-MM)',
  timeZone: 'timeZone must be a time zone such as Europe/London',
  failed: 'There has been a problem saving the event',
  loadFailed: 'There has been an error retrieving events',
  feedGone: 'This calendar link is no longer valid',
} as const;
