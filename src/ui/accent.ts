// The accent colour (spec §9): the current club's colour, else #3ac8d5. It is a CSS variable
// so every primary button and the active navigation item follow a club switch at once, and the
// browser's theme colour (address bar, task switcher) follows too.
import { FALLBACK_ACCENT, type StoredMember } from '../domain/session';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The current club's colour when it is a usable hex colour, else the fallback. */
export function accentFor(member: StoredMember | null): string {
  const colour = member?.clubs.find((c) => c.clubId === member.clubId)?.colour;
  return colour && HEX.test(colour) ? colour : FALLBACK_ACCENT;
}

function expand(hex: string): [number, number, number] {
  const h = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
  return [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** Dark or white text, whichever reads better on the colour (WCAG relative luminance). */
export function inkOn(hex: string): string {
  const [r, g, b] = expand(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with near-black (#0b1f26, L≈0.012) vs white: pick the larger.
  return (luminance + 0.05) / 0.062 >= 1.05 / (luminance + 0.05) ? '#0b1f26' : '#ffffff';
}

export function applyAccent(colour: string, doc: Document = document): void {
  const accent = HEX.test(colour) ? colour : FALLBACK_ACCENT;
  doc.documentElement.style.setProperty('--accent', accent);
  doc.documentElement.style.setProperty('--accent-ink', inkOn(accent));
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.appendChild(meta);
  }
  meta.content = accent;
}
