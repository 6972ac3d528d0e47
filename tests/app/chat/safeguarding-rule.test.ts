// The shared safeguarding rule (src/domain/chat/safeguarding.ts) the device and the server both
// run, and the order of a conversation on the device.
import { describe, expect, it } from 'vitest';
import { chatMessages as m } from '../../../src/domain/chat/messages';
import { childrenWithoutParent, isChildAge, safeguardingProblem, type ChatParty } from '../../../src/domain/chat/safeguarding';
import { byOrder } from '../../../src/features/chat/model/order';
import type { ChatMessage } from '../../../src/domain/chat/chat-schema';

const adult = (id: string): ChatParty => ({ id, child: false, parentIds: [] });
const child = (id: string, ...parents: string[]): ChatParty => ({ id, child: true, parentIds: parents });

describe('safeguarding rule', () => {
  it('keeps direct conversations between adults', () => {
    expect(safeguardingProblem('direct', [adult('coach'), child('kid', 'mum')])).toBe(m.directAdults);
    expect(safeguardingProblem('direct', [child('kid', 'mum'), adult('mum')])).toBe(m.directAdults);
    expect(safeguardingProblem('direct', [adult('coach'), adult('mum')])).toBeNull();
  });

  it('needs a parent of every child in a group; the team group is exempt', () => {
    expect(safeguardingProblem('group', [adult('coach'), child('kid', 'mum')])).toBe(m.childNeedsParent);
    expect(safeguardingProblem('group', [adult('coach'), child('kid', 'mum', 'dad'), adult('dad')])).toBeNull();
    expect(safeguardingProblem('group', [adult('coach'), child('a', 'mum'), child('b'), adult('mum')])).toBe(m.childNeedsParent);
    expect(childrenWithoutParent([adult('coach'), child('a', 'mum'), child('b'), adult('mum')]).map((p) => p.id)).toEqual(['b']);
    expect(safeguardingProblem('team', [adult('coach'), child('kid')])).toBeNull();
  });

  it('treats under 18 and an unknown age as a child', () => {
    const today = new Date('2026-06-01T12:00:00Z');
    expect(isChildAge(null, today)).toBe(true);
    expect(isChildAge('2008-06-02', today)).toBe(true);
    expect(isChildAge('2008-06-01', today)).toBe(false);
    expect(isChildAge('not a date', today)).toBe(true);
  });

  it('orders by the server number, queued messages last as written', () => {
    const msg = (id: string, seq: number, state: ChatMessage['state'], createdAt: string): ChatMessage => ({ id, groupId: 'g', seq, senderId: null, senderName: '', body: id, createdAt, removed: false, state });
    const sorted = [msg('q2', 0, 'queued', '2026-01-01T10:02:00Z'), msg('s2', 2, 'sent', '2026-01-01T10:00:00Z'), msg('q1', 0, 'queued', '2026-01-01T10:01:00Z'), msg('s1', 1, 'read', '2026-01-01T10:05:00Z')].sort(byOrder);
    expect(sorted.map((x) => x.id)).toEqual(['s1', 's2', 'q1', 'q2']);
  });
});
