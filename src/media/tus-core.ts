// tus-js-client's protocol core (its BaseUpload) without the package's browser entry: that entry
// reads `window` when it is loaded (to probe localStorage) and throws in the service worker,
// which drains the outbox too. Everything the entry adds (HTTP stack, file reader, URL storage,
// fingerprint) is ours anyway (fetch-http-stack.ts, dexie-url-storage.ts), so the core is enough.
import type { Upload as UploadType } from 'tus-js-client';
// @ts-expect-error -- the deep path has no declarations; it is typed below from the package's own.
import * as core from 'tus-js-client/lib.es5/upload.js';

export type TusUpload = UploadType;
export type TusOptions = ConstructorParameters<typeof UploadType>[1];

interface BaseUploadClass {
  new (file: Blob, options: TusOptions): UploadType;
  defaultOptions: TusOptions;
}

// A CommonJS module: its default export is `default`, once or twice wrapped by the bundler.
const mod = core as unknown as { default: BaseUploadClass | { default: BaseUploadClass } };
const BaseUpload: BaseUploadClass = 'defaultOptions' in mod.default ? mod.default : mod.default.default;

export function createTusUpload(file: Blob, options: TusOptions): TusUpload {
  return new BaseUpload(file, { ...BaseUpload.defaultOptions, ...options });
}
