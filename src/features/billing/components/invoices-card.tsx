// The next invoice (GET payment/{clubId}/invoices/upcoming) and the invoice history, newest
// first, with each invoice's period, issue and due days, total, payment and its PDF to download
// (made by the server, so only with a connection).
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { BillingState } from '../data/billing';
import { billingFailure, billingText, kindLabel, methodLabel, statusLabel } from '../model/billing-text';
import { formatDay, formatMoney } from '../model/money-text';
import { InvoiceDownload } from './invoice-download';

export function InvoicesCard({ clubId, state, online }: { clubId: string; state: BillingState; online: boolean }) {
  const { i18n } = useLingui();
  const offlineNoteId = useId();
  const [failure, setFailure] = useState<unknown | null>(null);
  return (
    <>
      <section className="card settings-card" aria-labelledby="billing-next">
        <h2 id="billing-next">
          <Trans>Next invoice</Trans>
        </h2>
        {state.upcoming.length === 0 ? (
          <p>
            <Trans>No invoice is coming.</Trans>
          </p>
        ) : (
          <ul>
            {state.upcoming.map((u) => {
              const product = i18n._(kindLabel[u.kind]);
              const amount = formatMoney(i18n, u.total, u.currency);
              const on = formatDay(i18n, u.issuedOn);
              const until = formatDay(i18n, u.periodEnd);
              return (
                <li key={u.subscriptionId}>
                  <Trans>
                    {product}: {amount} on {on}, for the period until {until}
                  </Trans>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className="card settings-card" aria-labelledby="billing-history">
        <h2 id="billing-history">
          <Trans>Invoice history</Trans>
        </h2>
        {state.invoices.length === 0 ? (
          <p>
            <Trans>No invoices yet.</Trans>
          </p>
        ) : (
          <>
            {online ? null : (
              <p id={offlineNoteId} className="list__meta">
                <Trans>Downloading an invoice needs a connection.</Trans>
              </p>
            )}
            {failure ? (
              <p className="alert" role="alert">
                {i18n._(billingFailure(failure, billingText.downloadFailed))}
              </p>
            ) : null}
            {/* Wider than a phone: it scrolls sideways inside the card, not the page. */}
            <div className="billing-scroll">
              <table className="billing-table">
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Number</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Period</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Due</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Total</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Status</Trans>
                    </th>
                    <th scope="col">
                      <Trans>PDF</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {state.invoices.map((inv) => (
                    <tr key={inv.id}>
                      <td>{inv.number}</td>
                      <td>
                        {formatDay(i18n, inv.periodStart)} – {formatDay(i18n, inv.periodEnd)}
                      </td>
                      <td>{formatDay(i18n, inv.dueOn)}</td>
                      <td className="billing-amount">{formatMoney(i18n, inv.total, inv.currency)}</td>
                      <td>
                        {i18n._(statusLabel[inv.status]!)}
                        {inv.paidOn && inv.paymentMethod ? ` (${formatDay(i18n, inv.paidOn)}, ${i18n._(methodLabel[inv.paymentMethod]!)})` : ''}
                      </td>
                      <td>
                        <InvoiceDownload clubId={clubId} invoice={inv} online={online} offlineNoteId={offlineNoteId} onError={setFailure} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
    </>
  );
}
