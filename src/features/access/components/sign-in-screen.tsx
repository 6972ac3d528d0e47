// Sign in (spec §2 "Login", variants super admin, coach, parent, player). Every variant posts
// the same form; the variant changes the heading and the help text. A failed sign-in keeps
// what was typed.
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { InfoLinks } from '../../../ui/info-links';
import { useForm } from 'react-hook-form';
import { loginSchema } from '../../../domain/auth/login-schema';
import { TextField } from '../../../ui/text-field';
import { useCall } from '../../../ui/use-call';
import { signIn } from '../data/sign-in';
import { authText, failureMessages, failureText } from '../model/auth-text';
import { SIGN_IN_VARIANTS, type SignInVariant } from '../model/sign-in-variant';
import { AccessLayout } from './access-layout';

const headings: Record<SignInVariant | 'any', MessageDescriptor> = {
  any: msg`Sign in`,
  admin: msg`Super admin sign in`,
  coach: msg`Coach sign in`,
  parent: msg`Parent sign in`,
  player: msg`Player sign in`,
};

const help: Record<SignInVariant | 'any', MessageDescriptor> = {
  any: msg`Welcome back. Sign in to follow your club, teams and matches.`,
  admin: msg`Manage every club, its members, permissions and billing.`,
  coach: msg`Run your teams, fixtures and training sessions from the touchline.`,
  parent: msg`Confirm attendance and follow your child's matches and progress.`,
  player: msg`Log your practice, check your fixtures and track your progress.`,
};

const tabs: Record<SignInVariant, MessageDescriptor> = {
  coach: msg`Coach`,
  parent: msg`Parent`,
  player: msg`Player`,
  admin: msg`Admin`,
};

const ERROR_ID = 'sign-in-error';

export function SignInScreen({ variant }: { variant?: SignInVariant }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: valibotResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const call = useCall(signIn, { onSuccess: (to) => void navigate({ to }) });

  const invalid = Boolean(errors.email || errors.password);
  const message = invalid ? authText(errors.email?.message ?? errors.password?.message) : call.error ? failureText(call.error, failureMessages.login) : undefined;
  const key = variant ?? 'any';

  return (
    <AccessLayout>
      <nav aria-label={t`Sign in as`}>
        <div className="segmented">
          {SIGN_IN_VARIANTS.map((v) => (
            <Link key={v} to="/" search={{ as: v }} aria-current={variant === v ? 'page' : undefined} replace>
              {i18n._(tabs[v])}
            </Link>
          ))}
        </div>
      </nav>
      <h1>{i18n._(headings[key])}</h1>
      <p className="access__help">{i18n._(help[key])}</p>
      <form className="form" noValidate onSubmit={handleSubmit((data) => call.run(data))}>
        {message ? (
          <div className="alert alert--error" role="alert" id={ERROR_ID}>
            {i18n._(message)}
          </div>
        ) : null}
        <TextField label={t`Email`} type="email" autoComplete="username" inputMode="email" invalid={Boolean(errors.email)} describedBy={message ? ERROR_ID : undefined} {...register('email')} />
        <TextField label={t`Password`} type="password" autoComplete="current-password" invalid={Boolean(errors.password)} describedBy={message ? ERROR_ID : undefined} {...register('password')} />
        <button type="submit" className="button button--primary button--block" disabled={call.loading}>
          {call.loading ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
        </button>
      </form>
      <div className="access__links">
        <Link to="/forgot-password" className="text-link">
          <Trans>Forgot your password?</Trans>
        </Link>
        <Link to="/register" className="text-link">
          <Trans>I have an invite code</Trans>
        </Link>
      </div>
      <footer className="access__footer">
        <nav aria-label={t`Information pages`}>
          <InfoLinks />
        </nav>
      </footer>
    </AccessLayout>
  );
}
