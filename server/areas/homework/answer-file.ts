// The bytes of a challenge's demo or a player's answer, checked before they are stored
// (product.md §5: 'challenge upload must be a video or a picture'). A picture is decoded and
// re-encoded by the existing sharp path (server/lib/image-check.ts): EXIF (a phone photo's GPS
// position) is dropped and the orientation applied, so a child's location never reaches the
// store; a video must be a well-formed MP4/MOV/3GP or WebM with a picture track (the recordings'
// checks). Files arrive whole in one request, as session recordings do today; when the resumable
// pipeline lands, this is the one place that takes the checked bytes.
import { Readable } from 'node:stream';
import { homeworkMessages as m } from '../../../src/domain/homework/messages';
import { decodeImage, IMAGE_MIN } from '../../lib/image-check';
import { badRequest } from '../../lib/http-error';
import { sniffMedia } from '../../lib/media-signature';
import type { Upload } from '../../lib/recordings';
import type { FileStore } from '../../lib/storage/file-store';
import { readVideoStructure } from '../../lib/video-structure';

export interface CheckedFile {
  mime: string;
  bytes: Buffer;
}

const refuse = (message: string) => badRequest(message, 'bad_file', { file: message });

/** The bytes to store and their type, or a 400 naming what is wrong. */
export async function checkChallengeFile(upload: Upload): Promise<CheckedFile> {
  const b = upload.bytes;
  const png = b.length >= 4 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
  const jpeg = b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
  if (png || jpeg) {
    const image = await decodeImage(b, IMAGE_MIN.general);
    if (!image.ok) throw refuse(image.message);
    return { mime: image.image.kind === 'png' ? 'image/png' : 'image/jpeg', bytes: image.image.bytes };
  }
  const media = sniffMedia(b);
  if (!media || !media.video || !readVideoStructure(b)?.video) throw refuse(m.badFile);
  return { mime: media.mime, bytes: b };
}

export const demoKey = (id: string) => `homework_demos/${id}`;
export const answerKey = (id: string, playerId: string) => `homework_answers/${id}_${playerId}`;

export const storeFile = (store: FileStore, key: string, file: CheckedFile) => store.put(key, Readable.from([file.bytes]), { contentType: file.mime, size: file.bytes.length });
