// Arriving on a page with #id for one of its sections (a link from another screen: the live
// screen's "Write the match report", training's "Choose reminders"): once the section is on the
// page, move focus to its heading and bring it into view, as an in-page jump does. The router
// changes the hash without a load, and the section may render only after the local store answers.
import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

/** `targets`: the headings a hash may name (focusable, tabIndex -1); `ready`: the section has rendered. */
export function useHashFocus(targets: readonly string[], ready: boolean): void {
  const hash = useLocation({ select: (l) => l.hash });
  useEffect(() => {
    if (!ready || !targets.includes(hash)) return;
    const heading = targets.map((id) => document.getElementById(id)).find((el) => el !== null);
    heading?.focus();
    heading?.scrollIntoView?.({ block: 'start' });
    // The targets are constants of the calling page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, ready]);
}
