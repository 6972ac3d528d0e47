// /secure/club/{clubId}/billing: the club admin's billing page (issue 25; spec §2 billing/upgrade
// page): the contract (view and edit), the plan, renewal date, players licensed out of the
// total, the next invoice, the invoice history, and pause / resume / cancel with a statement of
// what happens. With no signal it shows the last known billing "as of" when it was fetched and
// refuses every change, saying so (money never changes on the device offline).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Empty, Failure, Loading } from '../../../ui/states';
import { useOnline } from '../../../ui/use-online';
import { useBilling, useIsBillingAdmin } from '../data/billing';
import { billingText } from '../model/billing-text';
import { ContractCard } from './contract-card';
import { InvoicesCard } from './invoices-card';
import { PlanCard } from './plan-card';
import './billing.css';

export function BillingScreen({ clubId }: { clubId: string }) {
  const { i18n } = useLingui();
  const admin = useIsBillingAdmin(clubId);
  const online = useOnline();
  const billing = useBilling(clubId, online);
  const head = (
    <div className="page-head">
      <h1>
        <Trans>Billing</Trans>
      </h1>
      <Link to="/secure/club/$clubId/settings" params={{ clubId }} className="button button--secondary">
        <Trans>Club settings</Trans>
      </Link>
    </div>
  );
  if (!admin) {
    return (
      <>
        {head}
        <Failure message={i18n._(billingText.adminOnly)} />
      </>
    );
  }
  const { stored } = billing;
  if (stored === undefined || (stored === null && billing.loading)) {
    return (
      <>
        {head}
        <Loading />
      </>
    );
  }
  if (stored === null) {
    return (
      <>
        {head}
        {online && billing.failed ? (
          <Failure message={i18n._(billingText.pageFailed)} onRetry={billing.reload} />
        ) : (
          <Empty>
            <Trans>The billing page needs a connection the first time. Connect and open this page again.</Trans>
          </Empty>
        )}
      </>
    );
  }
  const asOf = i18n.date(new Date(stored.at), { dateStyle: 'medium', timeStyle: 'short' });
  const { answer } = stored;
  return (
    <>
      {head}
      <p className="list__meta billing-as-of" role="status">
        {online ? <Trans>As of {asOf}</Trans> : <Trans>You are offline: this is the billing as of {asOf}. Changes to billing need a connection.</Trans>}
      </p>
      {online && billing.failed ? <Failure message={i18n._(billingText.pageFailed)} onRetry={billing.reload} /> : null}
      {!answer.club.contract ? (
        <Failure message={i18n._(billingText.notConfigured)} />
      ) : (
        <>
          <ContractCard clubId={clubId} club={answer.club} online={online} onSaved={billing.reload} />
          <PlanCard clubId={clubId} state={answer} online={online} onChanged={billing.reload} />
          <InvoicesCard clubId={clubId} state={answer} online={online} />
        </>
      )}
    </>
  );
}
