// The next invoice (GET payment/{clubId}/invoices/upcoming) and the invoice history, newest
// first, with each invoice's period, issue and due days, total and payment.
import { Trans, useLingui } from '@lingui/react/macro';
import type { BillingState } from '../data/billing';
import { kindLabel, methodLabel, statusLabel } from '../model/billing-text';
import { formatDay, formatMoney } from '../model/money-text';

export function InvoicesCard({ state }: { state: BillingState }) {
  const { i18n } = useLingui();
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
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
