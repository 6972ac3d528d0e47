// useLiveQuery without Dexie in the features: re-renders when the watched data changes. The one
// piece of React glue at the storage boundary (like dexie-react-hooks), so features' data
// modules share it instead of each keeping a copy.
import { useEffect, useState } from 'react';
import { watchQuery } from './live';

export function useLive<T>(query: () => Promise<T>, deps: unknown[]): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    setValue(undefined);
    return watchQuery(query, setValue);
  }, deps); // eslint-disable-line react-hooks/exhaustive-deps
  return value;
}
