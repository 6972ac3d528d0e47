// The core skills a drill can train. There is no core skills lookup route yet (GET coreskill is
// not in the API), so the app offers this list; the names are the values stored on drills and
// sessions (the demo seed uses the same ones), and the screens translate them for display.
export const CORE_SKILLS = ['Ball mastery', 'Passing', 'First touch', 'Dribbling', 'Turning', 'Shooting', 'Crossing', 'Heading', 'Defending', 'Goalkeeping'] as const;
export type CoreSkill = (typeof CORE_SKILLS)[number];
