// Contact preferences and language for the demo people (issue 26 item 3), so the profile screen
// shows real choices on first start: staff hear about players and coaches but not marketing,
// parents and players get their reminders, a few have chosen a language (one parent Spanish,
// one French) and the rest follow the club's. Set on the user rows before they are inserted.
import type { Row } from './insert';
import type { Random } from './random';

const STAFF_DEFAULT = { preTraining: true, preFixture: true, player: true, coach: true, marketing: false };
const FAMILY_DEFAULT = { preTraining: true, preFixture: true, player: true, coach: false, marketing: false };

export function applyPreferences(users: Row[], ctx: { staffIds: Set<string>; random: Random }): void {
  let chosen = 0;
  for (const u of users) {
    const staff = ctx.staffIds.has(String(u.id));
    const notifications = { ...(staff ? STAFF_DEFAULT : FAMILY_DEFAULT), marketing: ctx.random.int(0, 4) === 0 };
    u.preferences = { notifications };
    u.language = null;
    // Every fifth adult with a login picks a language; the others leave it to the club.
    if (u.email && !staff && chosen++ % 5 === 0) u.language = ctx.random.pick(['es', 'fr', 'en-US', 'en']);
  }
}
