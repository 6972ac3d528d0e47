// Step 6: a profile photo, png or jpg, at least 400 × 400 (spec §5: the profile picture), checked
// on the device by its bytes before it is queued (the onboarding 'photo' step) and kept in the draft.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import type { RegistrationDraft } from '../data/draft';
import { queueOnboardingStep, toBase64 } from '../data/registration-calls';
import { photoProblemText } from '../model/message-text';
import { PHOTO_MIN, type PhotoProblem } from '../../../ui/image-check';
import { ImagePickerField } from '../../../ui/image-picker-field';
import type { StepProps } from './step-props';

export function PhotoStep({ draft, advance }: StepProps) {
  const { t } = useLingui();
  const [photo, setPhoto] = useState<RegistrationDraft['photo']>(draft.photo);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const preview = useMemo(() => (photo ? URL.createObjectURL(new Blob([photo.bytes as BlobPart], { type: photo.type })) : null), [photo]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  async function keep() {
    if (!photo) return;
    await queueOnboardingStep(draft, { step: 'photo', image: toBase64(photo.bytes) });
    await advance({ photo });
  }

  return (
    <form className="form" noValidate onSubmit={(e) => (e.preventDefault(), void keep())}>
      <ImagePickerField
        id="photo"
        label={<Trans>Choose a photo</Trans>}
        hint={<Trans>A png or jpg image, at least 400 × 400 pixels.</Trans>}
        min={PHOTO_MIN}
        problemText={photoProblemText}
        problem={problem}
        onChange={(image, found) => (setPhoto(image), setProblem(found))}
      />
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
