// One file field for every picked image (club and team badges, the profile photo), so they share
// the device-side check (image-check.ts: png or jpg by its bytes, at least `min` a side, not too
// large) and the accessible wiring of hint and error. The form keeps the problem (it may hold its
// submit on it) and what to do with the image; this field only reads and checks the file.
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import { inspectPhoto, PHOTO_MAX_BYTES, type PhotoInfo, type PhotoProblem } from './image-check';

/** A file that passed the check: its bytes, type and size. */
export type PickedImage = PhotoInfo & { bytes: Uint8Array };

export interface ImagePickerFieldProps {
  /** The input's id; the hint and error are `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  hint: ReactNode;
  /** The smallest side accepted, in pixels. */
  min: number;
  /** The words for each problem (they name a badge or a photo). */
  problemText: Record<PhotoProblem, MessageDescriptor>;
  problem: PhotoProblem | null;
  /** After each pick: the checked image, or null with the problem (null too when no file is left). */
  onChange: (image: PickedImage | null, problem: PhotoProblem | null) => void;
  /** A problem found by the form itself (a required image); shown while the file has none. */
  error?: string;
  /** Shown above the label: the image kept now. */
  current?: ReactNode;
  /** Shown under the input: what was chosen. */
  note?: ReactNode;
}

/** Reads and checks a chosen file; larger files are refused before they are read whole. */
async function check(file: File, min: number): Promise<PickedImage | PhotoProblem> {
  if (file.size > PHOTO_MAX_BYTES) return 'tooLarge';
  const bytes = new Uint8Array(await file.arrayBuffer());
  const info = inspectPhoto(bytes, min);
  return typeof info === 'string' ? info : { ...info, bytes };
}

export function ImagePickerField({ id, label, hint, min, problemText, problem, onChange, error, current, note }: ImagePickerFieldProps) {
  const { i18n } = useLingui();
  const shown = problem ? i18n._(problemText[problem]) : error;

  async function pick(file: File | undefined) {
    onChange(null, null);
    if (!file) return;
    const found = await check(file, min);
    if (typeof found === 'string') onChange(null, found);
    else onChange(found, null);
  }

  return (
    <div className="field">
      {current}
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <span className="field__hint" id={`${id}-hint`}>
        {hint}
      </span>
      <input
        id={id}
        className="field__input"
        type="file"
        accept="image/png,image/jpeg"
        aria-describedby={shown ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={shown ? true : undefined}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      {shown ? (
        <span className="field__error" id={`${id}-error`} role="alert">
          {shown}
        </span>
      ) : null}
      {note}
    </div>
  );
}
