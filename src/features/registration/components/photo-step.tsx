// Step 6: a profile photo, png or jpg, at least 200 × 200, checked on the device by its bytes
// before it is queued (the onboarding 'photo' step) and kept in the draft.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import type { RegistrationDraft } from '../data/draft';
import { queueOnboardingStep, toBase64 } from '../data/registration-calls';
import { photoProblemText } from '../model/message-text';
import { inspectPhoto, PHOTO_MAX_BYTES, type PhotoProblem } from '../../../ui/image-check';
import type { StepProps } from './step-props';

export function PhotoStep({ draft, advance }: StepProps) {
  const { t, i18n } = useLingui();
  const [photo, setPhoto] = useState<RegistrationDraft['photo']>(draft.photo);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const preview = useMemo(() => (photo ? URL.createObjectURL(new Blob([photo.bytes as BlobPart], { type: photo.type })) : null), [photo]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  async function choose(file: File | undefined) {
    setProblem(null);
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) return setProblem('tooLarge');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const info = inspectPhoto(bytes);
    if (typeof info === 'string') {
      setPhoto(null);
      return setProblem(info);
    }
    setPhoto({ ...info, bytes });
  }

  async function keep() {
    if (!photo) return;
    await queueOnboardingStep(draft, { step: 'photo', image: toBase64(photo.bytes) });
    await advance({ photo });
  }

  return (
    <form className="form" noValidate onSubmit={(e) => (e.preventDefault(), void keep())}>
      <div className="field">
        <label className="field__label" htmlFor="photo-file">
          <Trans>Choose a photo</Trans>
        </label>
        <span className="field__hint" id="photo-hint">
          <Trans>A png or jpg image, at least 200 × 200 pixels.</Trans>
        </span>
        <input
          id="photo-file"
          type="file"
          accept="image/png,image/jpeg"
          className="field__input"
          aria-describedby={problem ? 'photo-hint photo-error' : 'photo-hint'}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        {problem ? (
          <span className="field__error" id="photo-error" role="alert">
            {i18n._(photoProblemText[problem])}
          </span>
        ) : null}
      </div>
      {preview ? <img className="registration__photo" src={preview} alt={t`Your photo`} width={160} height={160} /> : null}
      <button type="submit" className="button button--primary button--block" disabled={!photo}>
        <Trans>Continue</Trans>
      </button>
      <button type="button" className="button button--secondary button--block" onClick={() => void advance({ photo: null })}>
        <Trans>Skip for now</Trans>
      </button>
    </form>
  );
}
