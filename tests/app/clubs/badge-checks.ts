// The device-side badge check as the club and team badge fields show it (src/ui/image-picker-field.tsx),
// shared by the settings and teams tests: a side under 100 px, then a file that is not a png or jpg,
// are refused with the save held; then a good badge is chosen.
import { fireEvent, within } from '@testing-library/react';
import { expect } from 'vitest';
import { png } from '../../support/png';

const file = (bytes: Uint8Array) => ({ target: { files: [new File([bytes as BlobPart], 'b.png', { type: 'image/png' })] } });

/** Leaves a 120 × 120 badge chosen in `input`; `save` names the form's submit button, held while a problem shows. */
export async function chooseBadgeAfterRefusals(scope: HTMLElement, input: HTMLElement, save: string) {
  fireEvent.change(input, file(new Uint8Array(png(99, 120))));
  expect(await within(scope).findByText('The badge must be at least 100 × 100 pixels')).toBeInTheDocument();
  expect(within(scope).getByRole('button', { name: save })).toBeDisabled();
  fireEvent.change(input, file(new TextEncoder().encode('GIF89a not an image')));
  expect(await within(scope).findByText('Please choose a png or jpg image')).toBeInTheDocument();
  fireEvent.change(input, file(new Uint8Array(png(120, 120))));
  expect(await within(scope).findByText('Badge chosen: 120 × 120')).toBeInTheDocument();
  expect(within(scope).getByRole('button', { name: save })).toBeEnabled();
}
