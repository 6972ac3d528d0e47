// The plan on the billing page: each subscription (licence, reporting) with its price, status,
// next invoice and trial, and pause / resume / cancel behind a question that says what happens
// to access and to invoices (the built-in provider's rules, server/lib/billing/README.md). With
// no running licence subscription the club admin may subscribe. Every change needs a signal.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BillingSubscription, ProductKind } from '../../../domain/billing/billing-schema';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import { Failure } from '../../../ui/states';
import { useCall } from '../../../ui/use-call';
import { billingActions, type BillingState } from '../data/billing';
import { billingFailure, billingText, everyLabel, kindLabel, statusLabel } from '../model/billing-text';
import { formatDay, formatMoney } from '../model/money-text';
import { SubscribeForm } from './subscribe-form';

type Action = 'pause' | 'resume' | 'cancel';

export function PlanCard({ clubId, state, online, onChanged }: { clubId: string; state: BillingState; online: boolean; onChanged: () => void }) {
  const running = state.subscriptions.filter((s) => s.status !== 'cancelled');
  const kinds = new Set(running.map((s) => s.kind));
  return (
    <section className="card settings-card" aria-labelledby="billing-plan">
      <h2 id="billing-plan">
        <Trans>Plan</Trans>
      </h2>
      {running.length === 0 ? (
        <p>
          <Trans>This club has no subscription yet.</Trans>
        </p>
      ) : (
        running.map((s) => <SubscriptionRow key={s.id} clubId={clubId} subscription={s} online={online} onChanged={onChanged} />)
      )}
      {(['licence', 'reporting'] as ProductKind[])
        .filter((k) => !kinds.has(k) && state.prices.some((p) => p.kind === k))
        .map((k) => (
          <SubscribeForm key={k} clubId={clubId} kind={k} prices={state.prices.filter((p) => p.kind === k)} online={online} onDone={onChanged} />
        ))}
    </section>
  );
}

function SubscriptionRow({ clubId, subscription: s, online, onChanged }: { clubId: string; subscription: BillingSubscription; online: boolean; onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const [asking, setAsking] = useState<Action | null>(null);
  const change = useCall((action: Action) => billingActions[action](clubId, s.kind));
  const product = i18n._(kindLabel[s.kind]);
  const price = `${formatMoney(i18n, s.price.unitAmount, s.price.currency)} ${i18n._(everyLabel(s.price.interval, s.price.intervalCount))}`;
  const questions: Record<Action, string> = {
    pause: t`Pause ${product}? No invoices are issued while it is paused, and the periods that begin while it is paused are never invoiced. Players keep their access and their licences. Invoices already issued stay due.`,
    resume: t`Resume ${product}? Invoicing starts again with the first period that begins today or later.`,
    cancel: t`Cancel ${product}? No further invoices are issued and it cannot be resumed; to start again the club subscribes anew. Invoices already issued stay due. Players keep their licences until the contract ends.`,
  };
  const confirmLabels: Record<Action, string> = { pause: t`Yes, pause`, resume: t`Yes, resume`, cancel: t`Yes, cancel the subscription` };

  async function confirm() {
    if (!asking || !online) return;
    const done = await change.run(asking);
    setAsking(null);
    if (done) onChanged();
  }

  return (
    <div className="billing-subscription">
      <h3>{product}</h3>
      <dl className="billing-facts">
        <dt>
          <Trans>Product</Trans>
        </dt>
        <dd>{s.price.productName}</dd>
        <dt>
          <Trans>Price</Trans>
        </dt>
        <dd>
          <Trans>
            {price} × {s.quantity}
          </Trans>
        </dd>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>{i18n._(statusLabel[s.status]!)}</dd>
        {s.trialEndsOn ? (
          <>
            <dt>
              <Trans>Free trial until</Trans>
            </dt>
            <dd>{formatDay(i18n, s.trialEndsOn)}</dd>
          </>
        ) : null}
        <dt>
          <Trans>Next invoice</Trans>
        </dt>
        <dd>{s.nextInvoiceOn ? formatDay(i18n, s.nextInvoiceOn) : s.pausedOn ? <Trans>None while paused (since {formatDay(i18n, s.pausedOn)})</Trans> : '–'}</dd>
        <dt>
          <Trans>Billing email</Trans>
        </dt>
        <dd>{s.billingEmail}</dd>
      </dl>
      {asking ? (
        <ConfirmQuestion
          question={questions[asking]}
          confirmLabel={confirmLabels[asking]}
          cancelLabel={t`No, keep it as it is`}
          danger={asking === 'cancel'}
          busy={change.loading || !online}
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        />
      ) : (
        <div className="billing-actions">
          {s.status === 'active' ? (
            <button type="button" className="button button--secondary" disabled={!online} onClick={() => setAsking('pause')}>
              <Trans>Pause</Trans>
            </button>
          ) : (
            <button type="button" className="button button--secondary" disabled={!online} onClick={() => setAsking('resume')}>
              <Trans>Resume</Trans>
            </button>
          )}
          <button type="button" className="button button--danger" disabled={!online} onClick={() => setAsking('cancel')}>
            <Trans>Cancel subscription</Trans>
          </button>
        </div>
      )}
      {!online ? <p className="field__hint">{i18n._(billingText.offline)}</p> : null}
      {change.error ? <Failure message={i18n._(billingFailure(change.error, billingText.addFailed))} /> : null}
    </div>
  );
}
