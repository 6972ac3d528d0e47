// Subscribing the club (POST payment/{clubId}/subscription): a price of the kind in the club's
// currency and the billing email. The licence is billed for the contract's total players; the
// first invoice comes at the end of the contract's free trial.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { BillingPrice, ProductKind } from '../../../domain/billing/billing-schema';
import { SelectField } from '../../../ui/select-field';
import { Failure } from '../../../ui/states';
import { TextField } from '../../../ui/text-field';
import { useCall } from '../../../ui/use-call';
import { billingActions } from '../data/billing';
import { billingFailure, billingText, everyLabel, kindLabel } from '../model/billing-text';
import { formatMoney } from '../model/money-text';

export function SubscribeForm({ clubId, kind, prices, online, onDone }: { clubId: string; kind: ProductKind; prices: BillingPrice[]; online: boolean; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [priceId, setPriceId] = useState(prices[0]?.id ?? '');
  const [billingEmail, setBillingEmail] = useState('');
  const subscribe = useCall(() => billingActions.subscribe(clubId, { kind, priceId, billingEmail }));
  const product = i18n._(kindLabel[kind]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!online) return;
    if (await subscribe.run()) onDone();
  }

  return (
    <form noValidate onSubmit={submit} aria-label={t`Subscribe to ${product}`}>
      <h3>
        <Trans>Subscribe to {product}</Trans>
      </h3>
      <SelectField
        label={t`Price`}
        value={priceId}
        onChange={(e) => setPriceId(e.target.value)}
        options={prices.map((p) => [p.id, `${p.productName}: ${formatMoney(i18n, p.unitAmount, p.currency)} ${i18n._(everyLabel(p.interval, p.intervalCount))}`])}
      />
      <TextField label={t`Billing email`} type="email" autoComplete="email" value={billingEmail} onChange={(e) => setBillingEmail(e.target.value)} />
      {subscribe.error ? <Failure message={i18n._(billingFailure(subscribe.error, billingText.addFailed))} /> : null}
      {!online ? <p className="field__hint">{i18n._(billingText.offline)}</p> : null}
      <button type="submit" className="button button--primary" disabled={!online || subscribe.loading}>
        <Trans>Subscribe</Trans>
      </button>
    </form>
  );
}
