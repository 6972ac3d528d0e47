// Spec §4 "Calls": each call turns a loading flag on, clears it after the result, runs a
// success callback on success and the failure callback on failure. One hook for every screen.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface CallCallbacks<T> {
  onSuccess?: (data: T) => void;
  onFailure?: (error: Error) => void;
}

export interface CallState<A extends unknown[], T> {
  loading: boolean;
  error: Error | null;
  data: T | undefined;
  /** Starts the call; resolves with the data, or undefined when it failed or was superseded. */
  run: (...args: A) => Promise<T | undefined>;
}

const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));

export function useCall<A extends unknown[], T>(fn: (...args: A) => Promise<T>, callbacks: CallCallbacks<T> = {}): CallState<A, T> {
  const [state, setState] = useState<{ loading: boolean; error: Error | null; data: T | undefined }>({ loading: false, error: null, data: undefined });
  // The latest function and callbacks, so `run` stays stable across renders.
  const latest = useRef({ fn, callbacks });
  latest.current = { fn, callbacks };
  // Only the newest run may write state: an older answer arriving late is ignored.
  const generation = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (...args: A): Promise<T | undefined> => {
    const mine = ++generation.current;
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      const data = await latest.current.fn(...args);
      if (mine !== generation.current || !mounted.current) return undefined;
      setState({ loading: false, error: null, data });
      latest.current.callbacks.onSuccess?.(data);
      return data;
    } catch (e) {
      if (mine !== generation.current || !mounted.current) return undefined;
      const error = asError(e);
      setState((s) => ({ loading: false, error, data: s.data }));
      latest.current.callbacks.onFailure?.(error);
      return undefined;
    }
  }, []);

  return { ...state, run };
}
