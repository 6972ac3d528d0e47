// PostgreSQL errors that a client's input causes, as the 4xx they are: a safety net behind the
// routes' own checks (which answer first, in their own words). Left a 500, such an error is
// logged as our fault and a device's outbox retries it forever, holding its stream. Errors that
// only our own SQL can cause (syntax, a missing column, a NOT NULL or CHECK the routes should have kept)
// stay 500s.
import { badRequest, conflict, notFound, type HttpError } from './http-error';

interface PgError {
  code: string;
  severity?: string;
  constraint?: string;
  detail?: string;
}

/** node-postgres and PGlite both throw pg-protocol's DatabaseError: a 5-character SQLSTATE and a severity. */
const isPgError = (err: unknown): err is PgError =>
  typeof err === 'object' && err !== null && typeof (err as PgError).code === 'string' && /^[0-9A-Z]{5}$/.test((err as PgError).code) && typeof (err as PgError).severity === 'string';

const unreadable = () => badRequest('The request could not be read', 'bad_request');

/** The 4xx for a PostgreSQL error caused by the request's content, or undefined (a fault of ours). */
export function clientErrorOf(err: unknown): HttpError | undefined {
  if (!isPgError(err)) return undefined;
  switch (err.code) {
    case '23505': // unique_violation: two requests raced past a route's own check, or there was none
      if (err.constraint?.endsWith('_pkey')) return conflict('This id is already in use', 'id_taken');
      if (err.constraint?.includes('email')) return conflict('This email address is already registered', 'email_registered');
      return conflict('This already exists', 'already_exists');
    case '23503': // foreign_key_violation
      return err.detail?.includes('still referenced') ? conflict('This is still in use', 'in_use') : notFound('Something this refers to does not exist', 'not_found');
    // check_violation (23514) is not here: our CHECKs are invariants the routes' validation keeps
    // (an active membership is an accepted one, ...), so breaking one is our fault, a logged 500.
    case '22003': // numeric_value_out_of_range
    case '22008': // datetime_field_overflow
    case '22001': // string_data_right_truncation
      return badRequest('A value is out of range', 'out_of_range');
    case '54000': // program_limit_exceeded: a value too long for an index
      return badRequest('A value is too long', 'too_long');
    case '22021': // character_not_in_repertoire: a NUL character in text
    case '22P05': // untranslatable_character: a NUL character in JSON
      return badRequest('The text contains a character that cannot be stored', 'invalid_character');
    case '22P02': // invalid_text_representation: a malformed id, number or enum value
    case '22007': // invalid_datetime_format
      return unreadable();
    default:
      return undefined;
  }
}
