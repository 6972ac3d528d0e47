// The failure body every endpoint answers with: { "error": { "code", "message" } }.
// `code` is stable and machine-readable; `message` is the spec's English text, which the app
// maps to a translated message by code where it has one.
export interface ApiErrorBody {
  code: string;
  message: string;
  /** Per-field problems for form validation: field name -> message. */
  fields?: Record<string, string>;
}
