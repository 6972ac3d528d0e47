// Own profile (spec §2 Profile and preferences) and "edit child profile": the details, contact
// preferences and language, from this device first and refreshed from the server when there is
// signal. The own profile also lists the parent's children and holds the password form.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Failure, Loading } from '../../../ui/states';
import { useHashFocus } from '../../../ui/use-hash-focus';
import { useMember, useProfile } from '../../access/data/session';
import { pullProfile, pullRefused, useStoredProfile } from '../data/profiles';
import { DetailsForm } from './details-form';
import { PasswordForm } from './password-form';
import { PREFERENCES_HEADING } from '../model/preferences';
import { PreferencesForm } from './preferences-form';
import './profile.css';

/** userId: a child's profile; none: the signed-in person's own. */
export function ProfileScreen({ userId }: { userId?: string }) {
  const { t } = useLingui();
  const member = useMember();
  const session = useProfile();
  const own = !userId || userId === member?.id;
  const id = own ? (member?.id ?? null) : userId;
  const stored = useStoredProfile(id);
  useHashFocus([PREFERENCES_HEADING], Boolean(stored));
  const [pullFailed, setPullFailed] = useState<'failed' | 'refused' | false>(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!id) return;
    let live = true;
    setPullFailed(false);
    pullProfile(id, own).catch((e: unknown) => {
      // Refused (another adult's profile, a child not one's own): say so, with no retry.
      if (live) setPullFailed(pullRefused(e) ? 'refused' : 'failed');
    });
    return () => {
      live = false;
    };
  }, [id, own, attempt]);

  const children = own ? (session?.children ?? []) : [];
  const child = own ? null : session?.children.find((c) => c.id === userId);
  const childName = `${child?.firstName ?? stored?.firstName ?? ''} ${child?.lastName ?? stored?.lastName ?? ''}`.trim();

  return (
    <>
      <div className="page-head">
        <h1>{own ? <Trans>My profile</Trans> : childName ? t`Edit ${childName}'s profile` : <Trans>Profile</Trans>}</h1>
      </div>
      <div className="cards">
        {stored === undefined ? (
          <Loading />
        ) : stored === null ? (
          pullFailed === 'refused' ? (
            <Failure message={t`You do not have access to this screen`} />
          ) : pullFailed ? (
            <Failure message={t`There has been an error retrieving profile`} onRetry={() => setAttempt((a) => a + 1)} />
          ) : (
            <Loading />
          )
        ) : (
          <>
            <DetailsForm key={`details-${stored.id}`} profile={stored} own={own} />
            <PreferencesForm key={`prefs-${stored.id}`} profile={stored} own={own} />
          </>
        )}
        {children.length > 0 ? (
          <section className="card" aria-label={t`My children`}>
            <h2>
              <Trans>My children</Trans>
            </h2>
            <ul className="list">
              {children.map((c) => {
                const childName = `${c.firstName} ${c.lastName}`.trim();
                return (
                  <li key={c.id}>
                    <Link to="/secure/profile/$userId" params={{ userId: c.id }} className="list__item">
                      <span className="list__body">
                        <span className="list__title">{t`Edit ${childName}'s profile`}</span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
        {own ? <PasswordForm /> : null}
      </div>
    </>
  );
}
