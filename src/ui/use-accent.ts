import { useEffect } from 'react';
import { applyAccent } from './accent';

/** Keeps the document's accent on `colour` while the calling screen is shown. */
export function useAccent(colour: string): void {
  useEffect(() => {
    applyAccent(colour);
  }, [colour]);
}
