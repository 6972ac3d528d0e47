// One member's profile (GET user/{id}), as the club sees it.
import { useEffect } from 'react';
import { useCall } from '../../../ui/use-call';
import { getUserProfile } from './member-calls';

export function useUserProfile(userId: string) {
  const call = useCall((signal: AbortSignal) => getUserProfile(userId, { signal }));
  const { run } = call;
  useEffect(() => {
    const controller = new AbortController();
    void run(controller.signal);
    return () => controller.abort();
  }, [run, userId]);
  return { loading: call.data === undefined && !call.error, error: call.error, profile: call.data?.user, retry: () => void run(new AbortController().signal) };
}
