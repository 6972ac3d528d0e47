// The wall clock, re-read every `everyMs` while `running`: screens derive what they show (a match
// clock) from recorded times and this, so nothing counts on its own and a reload shows the same.
import { useEffect, useState } from 'react';

export function useNow(running: boolean, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [running, everyMs]);
  return now;
}
