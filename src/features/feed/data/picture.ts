// A post's picture, read with the session (the server checks who may see the post on every
// request) and shown from an object URL. With no signal it is simply not there: the post still
// reads, with a note where the picture would be.
import { useEffect, useState } from 'react';
import { getMember } from '../../../api/session-store';
import { TOKEN_HEADER } from '../../../domain/session';

export type PictureState = { kind: 'loading' } | { kind: 'shown'; url: string } | { kind: 'missing' };

export function usePostPicture(url: string | null): PictureState {
  const [state, setState] = useState<PictureState>({ kind: 'loading' });
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    let live = true;
    const member = getMember();
    fetch(url, { headers: member?.accessToken ? { [TOKEN_HEADER]: member.accessToken } : {}, credentials: 'same-origin' })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        objectUrl = URL.createObjectURL(await res.blob());
        if (live) setState({ kind: 'shown', url: objectUrl });
      })
      .catch(() => live && setState({ kind: 'missing' }));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}

/** A picked file's bytes as base64, for the post's body. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
