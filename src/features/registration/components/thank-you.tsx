// After the last step: thanks, and into the app. The draft is cleared on the way in.
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { clearDraft, type RegistrationDraft } from '../data/draft';

export function ThankYou({ draft }: { draft: RegistrationDraft }) {
  const navigate = useNavigate();
  const name = draft.firstName;
  const club = draft.clubName ?? '';
  return (
    <div className="form">
      <p>
        <Trans>
          Thank you for registering, {name}. Welcome to {club}!
        </Trans>
      </p>
      <button type="button" className="button button--primary button--block" onClick={() => void clearDraft().then(() => navigate({ to: '/secure' }))}>
        <Trans>Go to Touchline</Trans>
      </button>
    </div>
  );
}
