// The page's way to the tus client (src/media/resumable-upload.ts): loaded when a file is first
// sent, so tus-js-client stays out of the first page load's bytes. The service worker imports it
// statically instead (src/sync/worker-drain.ts): a service worker may not use import().
import type { ResumableLoader } from './transport';

export const loadResumableLazily: ResumableLoader = () => import('../media/resumable-upload');
