import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCall } from '../../../src/ui/use-call';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useCall', () => {
  it('turns loading on, then returns the data and runs onSuccess', async () => {
    const d = deferred<number>();
    const onSuccess = vi.fn();
    const onFailure = vi.fn();
    const { result } = renderHook(() => useCall((n: number) => d.promise.then((v) => v + n), { onSuccess, onFailure }));
    expect(result.current.loading).toBe(false);
    let done!: Promise<number | undefined>;
    act(() => {
      done = result.current.run(1);
    });
    expect(result.current.loading).toBe(true);
    await act(async () => {
      d.resolve(41);
      await done;
    });
    expect(result.current).toMatchObject({ loading: false, error: null, data: 42 });
    expect(onSuccess).toHaveBeenCalledWith(42);
    expect(onFailure).not.toHaveBeenCalled();
    await expect(done).resolves.toBe(42);
  });

  it('clears loading, keeps the error and runs onFailure on failure', async () => {
    const onSuccess = vi.fn();
    const onFailure = vi.fn();
    const failure = new Error('There has been an error retrieving fixtures');
    const { result } = renderHook(() => useCall(() => Promise.reject(failure), { onSuccess, onFailure }));
    await act(async () => {
      await result.current.run();
    });
    expect(result.current).toMatchObject({ loading: false, error: failure, data: undefined });
    expect(onFailure).toHaveBeenCalledWith(failure);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('clears a previous error when run again', async () => {
    let fail = true;
    const { result } = renderHook(() => useCall(async () => (fail ? Promise.reject(new Error('x')) : 'ok')));
    await act(async () => {
      await result.current.run();
    });
    expect(result.current.error?.message).toBe('x');
    fail = false;
    await act(async () => {
      await result.current.run();
    });
    expect(result.current).toMatchObject({ error: null, data: 'ok', loading: false });
  });

  it('ignores an older answer that arrives after a newer run', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const calls = [first, second];
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useCall(() => calls.shift()!.promise, { onSuccess }));
    let a!: Promise<string | undefined>;
    let b!: Promise<string | undefined>;
    act(() => {
      a = result.current.run();
      b = result.current.run();
    });
    await act(async () => {
      second.resolve('new');
      await b;
      first.resolve('old');
      await a;
    });
    expect(result.current.data).toBe('new');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});
