// Club and team badges are members-only reads: the server wants the session's token header,
// which an <img src> cannot send. So the bytes are fetched with the session and shown as a data
// URL (allowed by the CSP's img-src; no object URL to revoke). Only png and jpeg answers are
// shown, as the server checked them at upload; anything else shows no badge.
import { useEffect, useState } from 'react';
import { getMember } from '../../../api/session-store';
import { API_BASE, TOKEN_HEADER } from '../../../domain/session';
import { bytesToBase64 } from './club-settings';

const SHOWN = new Set(['image/png', 'image/jpeg']);

export const clubBadgePath = (clubId: string) => `/club/${encodeURIComponent(clubId)}/badge`;
export const teamBadgePath = (clubId: string, teamId: string) => `/club/${encodeURIComponent(clubId)}/team/${encodeURIComponent(teamId)}/badge`;

async function loadBadge(path: string, signal: AbortSignal): Promise<string | null> {
  const member = getMember();
  const res = await fetch(`${API_BASE}${path}`, {
    headers: member?.accessToken ? { [TOKEN_HEADER]: member.accessToken } : {},
    credentials: 'same-origin',
    signal,
  });
  if (!res.ok) return null;
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (!SHOWN.has(type)) return null;
  return `data:${type};base64,${bytesToBase64(new Uint8Array(await res.arrayBuffer()))}`;
}

/**
 * The badge at `path` as an image source, or null (none asked, loading, none stored, offline).
 * `version` asks again for the same path, e.g. after a new badge was saved.
 */
export function useBadgeImage(path: string | null, version = 0): string | null {
  const [src, setSrc] = useState<{ key: string; src: string | null } | null>(null);
  const key = `${path ?? ''}#${version}`;
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    loadBadge(path, controller.signal).then(
      (s) => !controller.signal.aborted && setSrc({ key, src: s }),
      () => !controller.signal.aborted && setSrc({ key, src: null }),
    );
    return () => controller.abort();
  }, [path, key]);
  return path && src?.key === key ? src.src : null;
}
