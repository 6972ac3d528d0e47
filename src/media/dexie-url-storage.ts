// tus-js-client's urlStorage over Dexie (the tusUrls table) instead of its default localStorage:
// the service worker has no localStorage, and the URL must outlive a killed page so an upload
// resumes from the offset the server holds rather than from zero.
import type { TouchlineDb } from '../db/database';
import { uuidv7 } from '../db/uuidv7';

export interface PreviousUpload {
  size: number | null;
  metadata: Record<string, string>;
  creationTime: string;
  urlStorageKey: string;
  uploadUrl: string | null;
  parallelUploadUrls: string[] | null;
}

export class DexieUrlStorage {
  constructor(private readonly db: TouchlineDb) {}

  private toPrevious = (r: { key: string; uploadUrl: string | null; size: number | null; metadata: Record<string, string>; creationTime: string }): PreviousUpload => ({
    size: r.size,
    metadata: r.metadata,
    creationTime: r.creationTime,
    urlStorageKey: r.key,
    uploadUrl: r.uploadUrl,
    parallelUploadUrls: null,
  });

  async findAllUploads(): Promise<PreviousUpload[]> {
    return (await this.db.tusUrls.toArray()).map(this.toPrevious);
  }

  async findUploadsByFingerprint(fingerprint: string): Promise<PreviousUpload[]> {
    return (await this.db.tusUrls.where('fingerprint').equals(fingerprint).toArray()).map(this.toPrevious);
  }

  async removeUpload(urlStorageKey: string): Promise<void> {
    await this.db.tusUrls.delete(urlStorageKey);
  }

  async addUpload(fingerprint: string, upload: PreviousUpload): Promise<string> {
    const key = `${fingerprint}::${uuidv7()}`;
    await this.db.tusUrls.put({ key, fingerprint, uploadUrl: upload.uploadUrl, size: upload.size, metadata: upload.metadata ?? {}, creationTime: upload.creationTime });
    return key;
  }
}
