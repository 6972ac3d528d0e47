// The club admin's billing page data (issue 25). Money never changes on the device offline:
// reads are pulled from the server when online and kept on the device (meta, one row per club),
// so the page shows the last known state "as of" with no signal; changes (subscribe, pause,
// resume, cancel, the contract) go straight to the server, never through the outbox, and are
// refused with no signal. Each change carries its own Idempotency-Key, so a retried click never
// subscribes twice.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { api } from '../../../api/client';
import { getProfile, subscribeProfile } from '../../../api/profile-store';
import { getMember, subscribe } from '../../../api/session-store';
import { getDb } from '../../../db/database';
import { useLive } from '../../../db/use-live';
import type { BillingPrice, BillingSubscription, Invoice, InvoicePreview, ProductKind } from '../../../domain/billing/billing-schema';
import type { ContractInput, SubscriptionAnswer } from '../../../domain/club/create-club-schema';
import { administers } from '../../access/data/work-in-club';

export interface BillingState {
  club: SubscriptionAnswer;
  subscriptions: BillingSubscription[];
  invoices: Invoice[];
  upcoming: InvoicePreview[];
  prices: BillingPrice[];
}

export interface StoredBilling {
  answer: BillingState;
  /** When the server answered (ms since epoch). */
  at: number;
}

const keyOf = (clubId: string) => `billing:${clubId}`;
const club = (clubId: string) => encodeURIComponent(clubId);

async function pullBilling(clubId: string): Promise<void> {
  const db = getDb();
  const get = <T>(path: string) => api().get<T>(path);
  const [clubAnswer, subs, invoices, upcoming] = await Promise.all([
    get<SubscriptionAnswer>(`/club/${club(clubId)}/subscription`),
    get<{ subscriptions: BillingSubscription[] }>(`/payment/${club(clubId)}/subscription`),
    get<{ invoices: Invoice[] }>(`/payment/${club(clubId)}/invoices`),
    get<{ upcoming: InvoicePreview[] }>(`/payment/${club(clubId)}/invoices/upcoming`),
  ]);
  const prices = clubAnswer.currency ? (await api().get<{ prices: BillingPrice[] }>('/payment/prices', { query: { currency: clubAnswer.currency } })).prices : [];
  const answer: BillingState = { club: clubAnswer, subscriptions: subs.subscriptions, invoices: invoices.invoices, upcoming: upcoming.upcoming, prices };
  await db.meta.put({ key: keyOf(clubId), value: { answer, at: Date.now() } satisfies StoredBilling });
}

export interface BillingView {
  /** undefined while the device store answers; null when nothing was ever fetched. */
  stored: StoredBilling | null | undefined;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

export function useBilling(clubId: string, online: boolean): BillingView {
  const stored = useLive(async () => ((await getDb().meta.get(keyOf(clubId)))?.value as StoredBilling | undefined) ?? null, [clubId]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!online) return;
    let live = true;
    setLoading(true);
    setFailed(false);
    pullBilling(clubId)
      .catch(() => live && setFailed(true))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [clubId, online, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { stored, loading, failed, reload };
}

export function useIsBillingAdmin(clubId: string): boolean {
  const key = useSyncExternalStore(subscribeProfile, () => (administers(getProfile(getMember()?.id), clubId) ? 'yes' : 'no'));
  useSyncExternalStore(subscribe, () => getMember()?.id ?? null);
  return key === 'yes';
}

const key = () => ({ 'idempotency-key': crypto.randomUUID() });
const payment = (clubId: string) => `/payment/${club(clubId)}/subscription`;

export const billingActions = {
  subscribe: (clubId: string, body: { kind: ProductKind; priceId: string; billingEmail: string; cardHolderName?: string | null }) =>
    api().post<BillingSubscription>(payment(clubId), { body, headers: key() }),
  pause: (clubId: string, kind: ProductKind) => api().put<BillingSubscription>(`${payment(clubId)}/pause`, { body: { kind }, headers: key() }),
  resume: (clubId: string, kind: ProductKind) => api().put<BillingSubscription>(`${payment(clubId)}/resume`, { body: { kind }, headers: key() }),
  cancel: (clubId: string, kind: ProductKind) => api().delete<BillingSubscription>(payment(clubId), { body: { kind }, headers: key() }),
  saveContract: (clubId: string, contract: ContractInput) => api().put<SubscriptionAnswer>(`/club/${club(clubId)}/onboarding`, { body: { contract }, headers: key() }),
};
