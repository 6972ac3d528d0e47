// The badge field of the club settings, the club wizard and the team form: the image picker with
// what every badge shares (the 100 × 100 minimum, its hint and problem words, the chosen size).
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BADGE_MIN, type PhotoProblem } from '../../../ui/image-check';
import { ImagePickerField, type PickedImage } from '../../../ui/image-picker-field';
import { badgeProblemText } from '../model/wizard-text';

export interface BadgeFieldProps {
  id: string;
  label: ReactNode;
  problem: PhotoProblem | null;
  onChange: (image: PickedImage | null, problem: PhotoProblem | null) => void;
  /** The badge chosen and not saved yet (its size is shown). */
  chosen: { width: number; height: number } | null;
  error?: string;
  current?: ReactNode;
}

export function BadgeField({ chosen, ...field }: BadgeFieldProps) {
  const { t } = useLingui();
  return (
    <ImagePickerField
      {...field}
      hint={<Trans>A png or jpg image, at least 100 × 100 pixels.</Trans>}
      min={BADGE_MIN}
      problemText={badgeProblemText}
      note={chosen ? <span className="field__hint">{t`Badge chosen: ${chosen.width} × ${chosen.height}`}</span> : null}
    />
  );
}
