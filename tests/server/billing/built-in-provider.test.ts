// The billing provider contract (provider-contract.ts) on the built-in provider, on PGlite and
// PostgreSQL: the provider works on the database directly, with the invoice run as its clock.
import { builtInProvider } from '../../../server/lib/billing/built-in-provider';
import { runInvoices } from '../../../server/lib/billing/invoice-run';
import { createClub } from '../../support/factories';
import { createTestDb, DB_KINDS } from '../../support/test-db';
import { billingProviderContract } from './provider-contract';

for (const kind of DB_KINDS) {
  billingProviderContract(`built-in on ${kind}`, async () => {
    const db = await createTestDb(kind);
    let day = '2026-01-15';
    const clock = () => new Date(`${day}T09:00:00Z`);
    return {
      provider: builtInProvider(db, clock),
      newClub: async (currency) => {
        const { id } = await createClub(db);
        await db.query('UPDATE clubs SET currency = $2 WHERE id = $1', [id, currency]);
        return id;
      },
      setDay: (d) => {
        day = d;
      },
      runInvoices: async () => {
        await runInvoices(db, clock);
      },
      close: () => db.close(),
    };
  });
}
