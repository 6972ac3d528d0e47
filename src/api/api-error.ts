// What every failed call rejects with: the server's `error` field ({ code, message, fields })
// or, when no answer came back, the HTTP client's own error ('Request aborted', 'Network Error').
import type { ApiErrorBody } from '../domain/api-error';

/** Codes the client gives failures that never reached a server answer. */
export const ClientErrorCode = { aborted: 'aborted', network: 'network', http: 'http' } as const;

/** The HTTP client's messages (spec §8 "HTTP client errors"). */
export const clientErrorMessage = {
  aborted: 'Request aborted',
  network: 'Network Error',
} as const;

export class ApiError extends Error implements ApiErrorBody {
  readonly code: string;
  readonly fields?: Record<string, string>;
  /** HTTP status, or null when no answer arrived (network failure, abort). */
  readonly status: number | null;

  constructor(status: number | null, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    if (body.fields) this.fields = body.fields;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
