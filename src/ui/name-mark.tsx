// The mark of a club or team without a badge: its colour with its initials on it in a colour that
// reads on it, so a list of clubs is not a column of blank squares. Decorative: the name is
// always written beside it.
import { FALLBACK_ACCENT } from '../domain/session';
import { initialsOf } from '../domain/initials';
import { inkOn } from './accent';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function NameMark({ name, colour }: { name: string; colour: string | null | undefined }) {
  const background = colour && HEX.test(colour) ? colour : FALLBACK_ACCENT;
  return (
    <span className="swatch name-mark" style={{ background, color: inkOn(background) }} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
