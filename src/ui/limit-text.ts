// Translated copies of the shared limit messages (src/domain/session/fields.ts textField,
// src/domain/limits.ts), which carry their number: "Please keep this to 2000 characters". Each
// feature's message map falls back to this, so every form says the same limit in the same words.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export function limitMessage(english: string): MessageDescriptor | undefined {
  const keep = /^Please keep this to (\d+) characters$/.exec(english);
  if (keep) {
    const max = keep[1] ?? '';
    return msg`Please keep this to ${max} characters`;
  }
  return undefined;
}
