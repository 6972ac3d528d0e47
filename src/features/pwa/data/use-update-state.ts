import { useSyncExternalStore } from 'react';
import { getUpdateState, subscribeUpdateState } from './service-worker';

export const useUpdateState = () => useSyncExternalStore(subscribeUpdateState, getUpdateState);
