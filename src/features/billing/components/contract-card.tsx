// The contract (spec §3 Contract) on the billing page: shown, and editable by the club admin
// online (PUT club/{id}/onboarding). The server keeps raising the player total to the super
// admin, and refuses a free trial longer than the term; both answers are shown in its words.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { CONTRACT_PAYERS, contractSchema, PAYMENT_TERMS, withoutPricesWhenFree, type ContractInput, type SubscriptionAnswer } from '../../../domain/club/create-club-schema';
import { Failure } from '../../../ui/states';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { useCall } from '../../../ui/use-call';
import { billingActions } from '../data/billing';
import { billingFailure, billingMessage, billingText, payerLabel, paymentTermLabel } from '../model/billing-text';
import { formatDay } from '../model/money-text';

type Contract = NonNullable<SubscriptionAnswer['contract']>;
const NUMBERS = ['costPerPlayer', 'totalPlayers', 'termMonths', 'amount', 'freeTrialDays'] as const;

export function ContractCard({ clubId, club, online, onSaved }: { clubId: string; club: SubscriptionAnswer; online: boolean; onSaved: () => void }) {
  const { i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const c = club.contract!;
  const money = (n: number | null) => (n === null ? '–' : club.currency ? i18n.number(n, { style: 'currency', currency: club.currency }) : i18n.number(n));
  return (
    <section className="card settings-card" aria-labelledby="billing-contract">
      <h2 id="billing-contract">
        <Trans>Contract</Trans>
      </h2>
      {editing ? (
        <ContractForm
          clubId={clubId}
          contract={c}
          online={online}
          onDone={(saved) => {
            setEditing(false);
            if (saved) onSaved();
          }}
        />
      ) : (
        <>
          <dl className="billing-facts">
            <dt>
              <Trans>Cost per player</Trans>
            </dt>
            <dd>{money(c.costPerPlayer)}</dd>
            <dt>
              <Trans>Players licensed</Trans>
            </dt>
            <dd>
              <Trans>
                {club.licensedPlayers} of {c.totalPlayers ?? 0}
              </Trans>
            </dd>
            <dt>
              <Trans>Term</Trans>
            </dt>
            <dd>
              <Trans>{c.termMonths ?? 0} months</Trans>
            </dd>
            <dt>
              <Trans>Amount</Trans>
            </dt>
            <dd>{money(c.amount)}</dd>
            <dt>
              <Trans>Payment term</Trans>
            </dt>
            <dd>{c.paymentTerm && paymentTermLabel[c.paymentTerm] ? i18n._(paymentTermLabel[c.paymentTerm]!) : '–'}</dd>
            <dt>
              <Trans>Start date</Trans>
            </dt>
            <dd>{c.startDate ? formatDay(i18n, c.startDate) : '–'}</dd>
            <dt>
              <Trans>Free trial</Trans>
            </dt>
            <dd>
              <Trans>{c.freeTrialDays ?? 0} days</Trans>
            </dd>
            <dt>
              <Trans>Who pays</Trans>
            </dt>
            <dd>{i18n._(payerLabel[c.payer]!)}</dd>
            <dt>
              <Trans>Renewal date</Trans>
            </dt>
            <dd>{club.renewsOn ? formatDay(i18n, club.renewsOn) : '–'}</dd>
          </dl>
          <button type="button" className="button button--secondary" disabled={!online} onClick={() => setEditing(true)}>
            <Trans>Edit contract</Trans>
          </button>
          {!online ? <p className="field__hint">{i18n._(billingText.offline)}</p> : null}
        </>
      )}
    </section>
  );
}

function ContractForm({ clubId, contract, online, onDone }: { clubId: string; contract: Contract; online: boolean; onDone: (saved: boolean) => void }) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(Object.entries(contract).map(([k, val]) => [k, val === null ? '' : String(val)])));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useCall((body: ContractInput) => billingActions.saveContract(clubId, body));
  const set = (name: string) => (e: { target: { value: string } }) => setValues((s) => ({ ...s, [name]: e.target.value }));
  const paid = values.payer !== 'none';
  const problem = (name: string) => (problems[name] ? i18n._(billingMessage(problems[name]) ?? billingText.addFailed) : undefined);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!online) return;
    const body: Record<string, unknown> = { ...values };
    for (const n of NUMBERS) body[n] = values[n] === '' ? undefined : Number(values[n]);
    const parsed = v.safeParse(contractSchema, withoutPricesWhenFree(body));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.issues) found[String(issue.path?.[0]?.key ?? '_')] ??= issue.message;
      setProblems(found);
      return;
    }
    setProblems({});
    if (await save.run(parsed.output)) onDone(true);
  }

  return (
    <form noValidate onSubmit={submit}>
      <SelectField label={t`Who pays`} value={values.payer ?? 'none'} onChange={set('payer')} options={CONTRACT_PAYERS.map((p) => [p, i18n._(payerLabel[p]!)])} error={problem('payer')} />
      {/* Who pays first: a free contract has no prices, payment term or trial to ask for (issue 19). */}
      {paid ? <TextField label={t`Cost per player`} type="number" step="0.01" min="0" value={values.costPerPlayer ?? ''} onChange={set('costPerPlayer')} error={problem('costPerPlayer')} /> : null}
      <TextField label={t`Total players`} type="number" min="0" value={values.totalPlayers ?? ''} onChange={set('totalPlayers')} error={problem('totalPlayers')} />
      <TextField label={t`Term in months`} type="number" min="1" value={values.termMonths ?? ''} onChange={set('termMonths')} error={problem('termMonths')} />
      {paid ? <TextField label={t`Amount`} type="number" step="0.01" min="0" value={values.amount ?? ''} onChange={set('amount')} error={problem('amount')} /> : null}
      {paid ? (
        <SelectField
          label={t`Payment term`}
          value={values.paymentTerm ?? ''}
          onChange={set('paymentTerm')}
          options={PAYMENT_TERMS.map((p) => [p, i18n._(paymentTermLabel[p]!)])}
          error={problem('paymentTerm')}
        />
      ) : null}
      <TextField label={t`Start date`} type="date" value={values.startDate ?? ''} onChange={set('startDate')} error={problem('startDate')} />
      {paid ? <TextField label={t`Free trial in days`} type="number" min="0" value={values.freeTrialDays ?? ''} onChange={set('freeTrialDays')} error={problem('freeTrialDays')} /> : null}
      {save.error ? <Failure message={i18n._(billingFailure(save.error, billingText.addFailed))} /> : null}
      {!online ? <p className="field__hint">{i18n._(billingText.offline)}</p> : null}
      <div className="billing-actions">
        <button type="submit" className="button button--primary" disabled={!online || save.loading}>
          <Trans>Save contract</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={() => onDone(false)}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
