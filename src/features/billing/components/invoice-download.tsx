// The "Download" button of one invoice in the history: fetches its PDF from the server and saves
// it. Named with the invoice's number for screen readers ("Download invoice 13"); with no signal
// it is disabled and described by the note saying a connection is needed.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Invoice } from '../../../domain/billing/billing-schema';
import { downloadInvoicePdf } from '../data/invoice-pdf';

export function InvoiceDownload({
  clubId,
  invoice,
  online,
  offlineNoteId,
  onError,
}: {
  clubId: string;
  invoice: Invoice;
  online: boolean;
  offlineNoteId: string;
  onError: (error: unknown | null) => void;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const number = invoice.number;
  const download = () => {
    setBusy(true);
    onError(null);
    downloadInvoicePdf(clubId, invoice)
      .catch(onError)
      .finally(() => setBusy(false));
  };
  return (
    <button
      type="button"
      className="button button--small button--secondary"
      disabled={!online || busy}
      aria-label={t`Download invoice ${number}`}
      aria-describedby={online ? undefined : offlineNoteId}
      onClick={download}
    >
      <Trans>Download</Trans>
    </button>
  );
}
