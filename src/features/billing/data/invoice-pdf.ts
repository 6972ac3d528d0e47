// Downloads one invoice's PDF (GET payment/{clubId}/invoices/{invoiceId}/pdf) and hands it to the
// browser to save as invoice-<number>.pdf. PDFs are made by the server and never kept on the
// device, so a download needs a connection (the page disables it offline). The API client
// answers JSON, so this is a plain fetch with the same session header; a refusal rejects with
// an ApiError carrying the server's message, as the client's calls do.
import { ApiError, ClientErrorCode, clientErrorMessage } from '../../../api/api-error';
import { getMember } from '../../../api/session-store';
import type { Invoice } from '../../../domain/billing/billing-schema';
import { API_BASE, TOKEN_HEADER } from '../../../domain/session';

const part = encodeURIComponent;

async function errorOf(res: Response): Promise<ApiError> {
  try {
    const { error } = (await res.json()) as {
      error?: { code?: unknown; message?: unknown };
    };
    if (typeof error?.code === 'string' && typeof error.message === 'string')
      return new ApiError(res.status, {
        code: error.code,
        message: error.message,
      });
  } catch {
    // Not a JSON answer (a proxy's page): the generic message below.
  }
  return new ApiError(res.status, {
    code: ClientErrorCode.http,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the API client's own wording; the page shows its translated fallback
    message: `Request failed with status code ${res.status}`,
  });
}

export async function downloadInvoicePdf(clubId: string, invoice: Pick<Invoice, 'id' | 'number'>): Promise<void> {
  const member = getMember();
  const query = member ? `?userId=${part(member.id)}` : '';
  const res = await fetch(`${API_BASE}/payment/${part(clubId)}/invoices/${part(invoice.id)}/pdf${query}`, {
    headers: member?.accessToken ? { [TOKEN_HEADER]: member.accessToken } : {},
    credentials: 'include',
    cache: 'no-store',
  }).catch(() => null);
  if (!res)
    throw new ApiError(null, {
      code: ClientErrorCode.network,
      message: clientErrorMessage.network,
    });
  if (!res.ok) throw await errorOf(res);
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = `invoice-${invoice.number}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
