// A 1–10 rating as a number box (what was typed stays, even when out of range, so it can be
// corrected rather than retyped).
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../ui/text-field';

export function RatingField({ label, error, registration }: { label: string; error?: string; registration: UseFormRegisterReturn }) {
  return <TextField label={label} type="number" inputMode="numeric" min={1} max={10} step={1} error={error} {...registration} />;
}
