// Step 5: which notifications the member wants (spec §3 Contact preferences), queued as the
// onboarding 'notifications' step.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { queueOnboardingStep } from '../data/registration-calls';
import { NOTIFICATION_KINDS, type NotificationChoices } from '../model/step-schemas';
import type { StepProps } from './step-props';

const labels = {
  preTraining: msg`Before training sessions`,
  preFixture: msg`Before fixtures`,
  player: msg`Player updates`,
  coach: msg`Messages from coaches`,
  marketing: msg`News and offers from Touchline`,
};

export function NotificationsStep({ draft, advance }: StepProps) {
  const { t, i18n } = useLingui();
  const [choices, setChoices] = useState<NotificationChoices>(draft.notifications);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    await queueOnboardingStep(draft, { step: 'notifications', preferences: choices });
    await advance({ notifications: choices, notificationsSaved: true });
  }
  return (
    <form className="form" noValidate onSubmit={(e) => void submit(e)}>
      <fieldset className="registration__choices">
        <legend>{t`Send me notifications about`}</legend>
        {NOTIFICATION_KINDS.map((k) => (
          <label key={k} className="registration__check">
            <input type="checkbox" checked={choices[k]} onChange={(e) => setChoices((c) => ({ ...c, [k]: e.target.checked }))} />
            {i18n._(labels[k])}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary button--block">
        <Trans>Save and continue</Trans>
      </button>
    </form>
  );
}
