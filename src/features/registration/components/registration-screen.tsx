// The registration wizard (spec §2): nine steps and a thank-you page. Where the member is and
// what they answered live in the draft (data/draft.ts), so a reload or a lost connection
// between steps resumes at the same step. Focus moves to the step's heading on every step.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { FALLBACK_ACCENT } from '../../../domain/session';
import { LanguageSwitcher } from '../../../ui/language-switcher';
import { Logo } from '../../../ui/logo';
import { Loading } from '../../../ui/states';
import { useAccent } from '../../../ui/use-accent';
import { useOnline } from '../../../ui/use-online';
import { clearDraft, saveDraft, useDraft, useSignedInId, type RegistrationDraft } from '../data/draft';
import { lookUpInvite, queueOnboardingStep } from '../data/registration-calls';
import { nextStep, previousStep, stepNumber, TOTAL_STEPS, type StepId } from '../model/steps';
import { ChildStep } from './child-step';
import { InviteStep } from './invite-step';
import { NotificationsStep } from './notifications-step';
import { PasswordStep } from './password-step';
import { PhotoStep } from './photo-step';
import { ProfileStep } from './profile-step';
import { TermsStep } from './terms-step';
import { ThankYou } from './thank-you';
import { WordsStep } from './words-step';
import './registration.css';

const headings: Record<StepId, MessageDescriptor> = {
  invite: msg`Your invite`,
  terms: msg`Terms of use`,
  profile: msg`About you`,
  password: msg`Choose a password`,
  notifications: msg`Notifications`,
  photo: msg`Your photo`,
  words: msg`Five words that describe you`,
  child: msg`Add your child`,
  'another-child': msg`Add another child`,
  done: msg`Thank you`,
};

export function RegistrationScreen({ invite }: { invite?: string }) {
  const { t, i18n } = useLingui();
  const draft = useDraft();
  const online = useOnline();
  const heading = useRef<HTMLHeadingElement>(null);
  useAccent(FALLBACK_ACCENT);
  const step = draft?.step;
  const signedIn = useSignedInId();
  const foreign = Boolean(draft?.userId && draft.userId !== signedIn);

  // A draft whose account is not the one signed in here (signed out, or someone else) starts over.
  useEffect(() => {
    if (foreign) void clearDraft();
  }, [foreign]);

  // Every step change (and the first paint of a resumed step) puts focus on the heading.
  useEffect(() => {
    if (step) heading.current?.focus();
  }, [step]);

  // Opened from an invite email: the invite's code and email fill step 1, once.
  useEffect(() => {
    if (!invite || !draft || draft.guid === invite || draft.userId) return;
    lookUpInvite(invite)
      .then((status) => {
        if (status.invite) void saveDraft({ guid: invite, inviteCode: status.invite.code, email: status.email ?? draft.email, clubName: status.invite.clubName });
      })
      .catch(() => undefined);
  }, [invite, draft]);

  if (!draft || foreign) return <Frame><Loading /></Frame>;
  const current = draft.step;
  const n = stepNumber(current);
  const advance = async (patch: Partial<RegistrationDraft>) => {
    const role = patch.role !== undefined ? patch.role : draft.role;
    const target = patch.step ?? nextStep(current, role);
    // Reaching the thank-you page is the onboarding's last step, queued like the others.
    if (target === 'done' && draft.userId) await queueOnboardingStep(draft, { step: 'done' });
    await saveDraft({ ...patch, step: target });
  };
  const back = previousStep(current);
  const props = { draft, advance };

  return (
    <Frame>
      {n ? (
        <>
          <p className="registration__progress">{t`Step ${n} of ${TOTAL_STEPS}`}</p>
          <div className="registration__bar" aria-hidden="true">
            <span style={{ width: `${(n / TOTAL_STEPS) * 100}%` }} />
          </div>
        </>
      ) : null}
      <h1 ref={heading} tabIndex={-1}>
        {i18n._(headings[current])}
      </h1>
      {draft.clubName && current === 'invite' ? (
        <p>
          <Trans>You have been invited to {draft.clubName}.</Trans>
        </p>
      ) : null}
      {!online ? (
        <p className="alert" role="status">
          <Trans>You are offline. Your answers are kept on this device; carry on when you are back online.</Trans>
        </p>
      ) : null}
      {current === 'invite' ? <InviteStep key={draft.guid ?? 'code'} {...props} /> : null}
      {current === 'terms' ? <TermsStep {...props} /> : null}
      {current === 'profile' ? <ProfileStep {...props} /> : null}
      {current === 'password' ? <PasswordStep {...props} /> : null}
      {current === 'notifications' ? <NotificationsStep {...props} /> : null}
      {current === 'photo' ? <PhotoStep {...props} /> : null}
      {current === 'words' ? <WordsStep {...props} /> : null}
      {current === 'child' ? <ChildStep {...props} another={false} /> : null}
      {current === 'another-child' ? <ChildStep {...props} another /> : null}
      {current === 'done' ? <ThankYou draft={draft} /> : null}
      {back ? (
        <button type="button" className="text-link" onClick={() => void saveDraft({ step: back })}>
          <Trans>Back</Trans>
        </button>
      ) : null}
      {/* Before the account exists, someone who has one (or came by mistake) can go back to sign in. */}
      {!draft.userId ? (
        <div className="access__links">
          <Link to="/" className="text-link">
            <Trans>Back to sign in</Trans>
          </Link>
        </div>
      ) : null}
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="access registration">
      <div className="access__top">
        <Logo height={32} />
        <LanguageSwitcher />
      </div>
      <main className="access__card">{children}</main>
    </div>
  );
}
