// The invite link's page (/invite/{guid}, from the invite email): names the club, team and role,
// and lets the invitee join. Someone new fills in registration's first four steps on one page
// (the link carries the code) and is signed in, then goes on with the wizard at step 5 on
// /register. Someone with an account signs in here, or is signed in already, and accepts.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LegalLinks } from '../../../ui/legal-links';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { loginSchema, type LoginData } from '../../../domain/auth/login-schema';
import { roleName } from '../../../ui/role-text';
import { Failure, Loading } from '../../../ui/states';
import { TextField } from '../../../ui/text-field';
import { useCall } from '../../../ui/use-call';
import { AccessLayout } from '../../access/components/access-layout';
import { useMember, useProfile } from '../../access/data/session';
import { authText } from '../../access/model/auth-text';
import { acceptWithAccount, inviteRefused, joinByLink, loadLinkInvite, signInAndAccept, type LinkInvite, type LinkJoinData } from '../data/invite-link';
import { failureText, messageText } from '../model/message-text';
import { linkJoinSchema } from '../model/step-schemas';
import './registration.css';

const activationFailed = msg`There has been an error activating your account`;

export function InviteScreen({ guid }: { guid: string }) {
  const { t, i18n } = useLingui();
  const load = useCall(loadLinkInvite);
  const { run } = load;
  useEffect(() => {
    void run(guid);
  }, [guid, run]);
  const invite = load.data?.guid === guid ? load.data : undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (invite) heading.current?.focus();
  }, [invite]);

  if (!invite) {
    const error = load.error;
    const refused = error && inviteRefused(error) ? error : null;
    return (
      <AccessLayout>
        {refused ? (
          <>
            <h1>
              <Trans>Your invite</Trans>
            </h1>
            <div className="alert alert--error" role="alert">
              {i18n._(failureText(refused, msg`Please enter a valid invite code`))}
            </div>
            <p className="access__help">
              <Trans>This invite may have been used already or withdrawn. Ask your club to send you a new one.</Trans>
            </p>
            <div className="access__links">
              <Link to="/register" className="text-link">
                <Trans>I have an invite code</Trans>
              </Link>
              <Link to="/" className="text-link">
                <Trans>Back to sign in</Trans>
              </Link>
            </div>
          </>
        ) : error ? (
          <Failure message={i18n._(failureText(error, msg`There has been a problem opening your invite`))} onRetry={() => void run(guid)} />
        ) : (
          <Loading label={t`Opening your invite…`} />
        )}
      </AccessLayout>
    );
  }

  return (
    <AccessLayout accent={invite.colour ?? undefined}>
      <div className="registration">
        <h1 ref={heading} tabIndex={-1}>
          <Trans>Your invite</Trans>
        </h1>
        <p>
          <Trans>You have been invited to {invite.clubName}.</Trans>
        </p>
        <dl className="invite-link__facts">
          <dt>
            <Trans>Club</Trans>
          </dt>
          <dd>{invite.clubName}</dd>
          {invite.teamName ? (
            <>
              <dt>
                <Trans>Team</Trans>
              </dt>
              <dd>{invite.teamName}</dd>
            </>
          ) : null}
          <dt>
            <Trans>Role</Trans>
          </dt>
          <dd>{roleName(i18n, invite.role)}</dd>
        </dl>
        <Join invite={invite} />
      </div>
    </AccessLayout>
  );
}

/**
 * Which form the page shows: someone signed in when the page opens accepts with that account;
 * otherwise they register, or sign in and accept (first when the invite's email has an account).
 * The choice is kept in state, so signing in or registering here does not swap the form mid-call.
 */
function Join({ invite }: { invite: LinkInvite }) {
  const member = useMember();
  const [flow, setFlow] = useState<'accept' | 'register' | 'sign-in'>(() => (member ? 'accept' : invite.hasAccount ? 'sign-in' : 'register'));
  // Signed in here but the acceptance was refused: the accept view says why.
  const [refused, setRefused] = useState<Error | null>(null);
  const section = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (moved) section.current?.focus();
  }, [flow, moved]);
  const switchTo = (next: typeof flow) => {
    setMoved(true);
    setFlow(next);
  };
  const onRefused = (e: Error) => {
    setRefused(e);
    switchTo('accept');
  };
  if (flow === 'accept' && member) return <AcceptSignedIn invite={invite} heading={section} refused={refused} />;
  return flow === 'sign-in' ? (
    <SignInForm invite={invite} heading={section} onRegister={() => switchTo('register')} onRefused={onRefused} />
  ) : (
    <RegisterForm invite={invite} heading={section} onSignIn={() => switchTo('sign-in')} />
  );
}

type SectionProps = { invite: LinkInvite; heading: React.RefObject<HTMLHeadingElement | null> };

function RegisterForm({ invite, heading, onSignIn }: SectionProps & { onSignIn: () => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { register, handleSubmit, formState: { errors } } = useForm({
    resolver: valibotResolver(linkJoinSchema),
    defaultValues: {
      email: invite.email ?? '',
      countryCode: '+44',
      mobile: '',
      firstName: invite.firstName ?? '',
      lastName: invite.lastName ?? '',
      password: '',
      confirmPassword: '',
      termsAccepted: false as unknown as true,
    },
  });
  const call = useCall((data: LinkJoinData) => joinByLink(invite, data), { onSuccess: () => void navigate({ to: '/register' }) });
  const err = (m?: string) => (m ? i18n._(messageText(m)!) : undefined);
  const termsError = err(errors.termsAccepted?.message);

  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        <Trans>Create your account</Trans>
      </h2>
      <form className="form" noValidate onSubmit={handleSubmit((d) => call.run(d as LinkJoinData))}>
        {call.error ? (
          <div className="alert alert--error" role="alert">
            {i18n._(failureText(call.error, activationFailed))}
          </div>
        ) : null}
        <TextField
          label={t`Email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          readOnly={Boolean(invite.email)}
          hint={invite.email ? t`The address this invite was sent to` : undefined}
          error={err(errors.email?.message)}
          {...register('email')}
        />
        <TextField label={t`First name`} autoComplete="given-name" error={err(errors.firstName?.message)} {...register('firstName')} />
        <TextField label={t`Last name`} autoComplete="family-name" error={err(errors.lastName?.message)} {...register('lastName')} />
        <div className="registration__phone">
          <TextField label={t`Country code`} inputMode="tel" autoComplete="tel-country-code" error={err(errors.countryCode?.message)} {...register('countryCode')} />
          <TextField label={t`Mobile number`} type="tel" inputMode="tel" autoComplete="tel-national" error={err(errors.mobile?.message)} {...register('mobile')} />
        </div>
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="new-password"
          hint={t`At least 8 characters, with 1 symbol, 1 uppercase letter and 1 number.`}
          error={err(errors.password?.message)}
          {...register('password')}
        />
        <TextField label={t`Confirm password`} type="password" autoComplete="new-password" error={err(errors.confirmPassword?.message)} {...register('confirmPassword')} />
        <p className="access__help">
          <Trans>Touchline keeps your club's information safe and only shares it with the members of your club. By continuing you agree to the terms of use, the privacy policy and the community rules.</Trans>
        </p>
        <LegalLinks />
        <label className="registration__check">
          <input type="checkbox" aria-invalid={termsError ? true : undefined} aria-describedby={termsError ? 'invite-terms-error' : undefined} {...register('termsAccepted')} />
          <Trans>I accept the terms of use</Trans>
        </label>
        {termsError ? (
          <span className="field__error" id="invite-terms-error">
            {termsError}
          </span>
        ) : null}
        <button type="submit" className="button button--primary button--block" disabled={call.loading}>
          {call.loading ? <Trans>Creating your account…</Trans> : <Trans>Create account</Trans>}
        </button>
      </form>
      <div className="access__links">
        <button type="button" className="text-link" onClick={onSignIn}>
          <Trans>I already have an account — sign in</Trans>
        </button>
      </div>
    </>
  );
}

function SignInForm({ invite, heading, onRegister, onRefused }: SectionProps & { onRegister: () => void; onRefused: (e: Error) => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { register, handleSubmit, formState: { errors } } = useForm({ resolver: valibotResolver(loginSchema), defaultValues: { email: invite.email ?? '', password: '' } });
  // Signed in but the acceptance refused: the accept view takes over and says why.
  const call = useCall((data: LoginData) => signInAndAccept(invite.guid, data, onRefused), { onSuccess: (to) => void navigate({ to }) });
  const fieldError = authText(errors.email?.message ?? errors.password?.message);
  const message = fieldError ?? (call.error ? failureText(call.error, activationFailed) : undefined);

  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        <Trans>Sign in to accept</Trans>
      </h2>
      <form className="form" noValidate onSubmit={handleSubmit((d) => call.run(d))}>
        {message ? (
          <div className="alert alert--error" role="alert">
            {i18n._(message)}
          </div>
        ) : null}
        <TextField label={t`Email`} type="email" inputMode="email" autoComplete="username" invalid={Boolean(errors.email)} {...register('email')} />
        <TextField label={t`Password`} type="password" autoComplete="current-password" invalid={Boolean(errors.password)} {...register('password')} />
        <button type="submit" className="button button--primary button--block" disabled={call.loading}>
          {call.loading ? <Trans>Signing in…</Trans> : <Trans>Sign in and accept</Trans>}
        </button>
      </form>
      <div className="access__links">
        <button type="button" className="text-link" onClick={onRegister}>
          <Trans>I am new to Touchline — create an account</Trans>
        </button>
        <Link to="/forgot-password" search={invite.email ? { email: invite.email } : {}} className="text-link">
          <Trans>Forgot your password?</Trans>
        </Link>
      </div>
    </>
  );
}

function AcceptSignedIn({ invite, heading, refused }: SectionProps & { refused: Error | null }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const profile = useProfile();
  const call = useCall(() => acceptWithAccount(invite.guid), { onSuccess: (to) => void navigate({ to }) });
  const who = profile?.user.email ?? '';
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        <Trans>Accept with your account</Trans>
      </h2>
      {who ? (
        <p>
          <Trans>You are signed in as {who}.</Trans>
        </p>
      ) : null}
      <div className="form">
        {call.error || (refused && !call.data && !call.loading) ? (
          <div className="alert alert--error" role="alert">
            {i18n._(failureText(call.error ?? refused, activationFailed))}
          </div>
        ) : null}
        <button type="button" className="button button--primary button--block" disabled={call.loading} onClick={() => void call.run()}>
          {call.loading ? <Trans>Accepting…</Trans> : <Trans>Accept invite</Trans>}
        </button>
      </div>
      <div className="access__links">
        <Link to="/log-out" className="text-link">
          <Trans>Not you? Log out</Trans>
        </Link>
        <Link to="/secure" className="text-link">
          <Trans>Go to Touchline</Trans>
        </Link>
      </div>
    </>
  );
}
