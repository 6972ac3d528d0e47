// The one error type routes throw for a client's mistake. The error handler turns it into
// { error: { code, message } } with its status; anything else becomes a generic 500.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'bad_request', fields?: Record<string, string>) => new HttpError(400, code, message, fields);
export const unauthorized = (message = 'Token has expired', code = 'unauthorized') => new HttpError(401, code, message);
export const forbidden = (message = 'You do not have access to this screen', code = 'forbidden') => new HttpError(403, code, message);
export const notFound = (message = 'Not found', code = 'not_found') => new HttpError(404, code, message);
export const conflict = (message: string, code = 'conflict') => new HttpError(409, code, message);
