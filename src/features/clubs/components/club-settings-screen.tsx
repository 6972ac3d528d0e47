// Club settings for club admins and super admins (spec §2 Club administration): edit the club
// (every field PUT club/{id} takes), personalisation (badge, colours; the app's accent follows),
// email template ids, and the permission table per role and per user.
import { Trans, useLingui } from '@lingui/react/macro';
import './club-settings.css';
import { Link } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { EMAIL_TEMPLATE_KINDS, seasonProblem, updateClubSchema, type EmailTemplateKind } from '../../../domain/club/club-schema';
import type { UserPermissionsAnswer } from '../../../domain/club/permission-schemas';
import type { ClubDetailAnswer } from '../../../domain/club/types';
import { PERMISSION_NAMES, PERMISSIONS, type Permission } from '../../../domain/permissions';
import type { RoleName } from '../../../domain/roles';
import type { PhotoProblem } from '../../../ui/image-check';
import type { PickedImage } from '../../../ui/image-picker-field';
import { roleName } from '../../../ui/role-text';
import { SelectField } from '../../../ui/select-field';
import { Failure, Loading } from '../../../ui/states';
import { TextField } from '../../../ui/text-field';
import { useFocusInvalid } from '../../../ui/use-focus-invalid';
import {
  bytesToBase64,
  followClubColour,
  useClubDetail,
  useClubPermissions,
  useEmailTemplates,
  useIsClubAdmin,
  usePutClubPermissions,
  usePutEmailTemplates,
  usePutUserPermissions,
  useUserPermissions,
  useClubUsers,
  useUpdateClub,
} from '../data/club-settings';
import { clubBadgePath, useBadgeImage } from '../data/badge-image';
import { emailKindLabel, permissionLabel } from '../model/permission-text';
import { optionText } from '../model/option-text';
import { settingsFailure, settingsMessages, settingsText } from '../model/settings-text';
import { clubFields } from '../model/wizard-fields';
import { BadgeField } from './badge-field';
import { LeaderboardNamesForm } from './leaderboard-names-form';

type Club = ClubDetailAnswer['club'];
const ROLES: RoleName[] = ['club_admin', 'coach', 'assistant_coach', 'parent', 'player', 'user'];

/** Issues of a valibot result keyed by their top-level field. */
function issuesByField(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path?.[0]?.key ?? '_');
    out[key] ??= issue.message;
  }
  return out;
}

export function ClubSettingsScreen({ clubId }: { clubId: string }) {
  const { t, i18n } = useLingui();
  const admin = useIsClubAdmin(clubId);
  const detail = useClubDetail(clubId);
  if (!admin) return <Failure message={i18n._(settingsMessages.adminOnly)} />;
  const club = detail.data?.club;
  return (
    <>
      <div className="page-head">
        <h1>
          <Trans>Club settings</Trans>
        </h1>
        {club ? <p>{club.name}</p> : null}
      </div>
      <nav aria-label={t`Club settings`} className="settings-actions">
        <Link className="button button--secondary" to="/secure/club/$clubId/teams" params={{ clubId }}>
          <Trans>Teams</Trans>
        </Link>
        <Link className="button button--secondary" to="/secure/club/$clubId/members" params={{ clubId }}>
          <Trans>Members</Trans>
        </Link>
        <Link className="button button--secondary" to="/secure/club/$clubId/upload" params={{ clubId }}>
          <Trans>Upload data</Trans>
        </Link>
        <Link className="button button--secondary" to="/secure/club/$clubId/clear-data" params={{ clubId }}>
          <Trans>Clear data</Trans>
        </Link>
        <Link className="button button--secondary" to="/secure/club/$clubId/billing" params={{ clubId }}>
          <Trans>Billing</Trans>
        </Link>
      </nav>
      {detail.error && !detail.loading ? (
        <Failure message={i18n._(settingsFailure(detail.error, settingsMessages.retrieveClub))} onRetry={detail.reload} />
      ) : detail.loading || !club ? (
        <Loading />
      ) : (
        <>
          <ClubDetailsForm clubId={clubId} club={club} onSaved={detail.reload} />
          <PersonalisationForm clubId={clubId} club={club} onSaved={detail.reload} />
          <LeaderboardNamesForm clubId={clubId} initials={club.leaderboardInitialsUnder13 ?? false} onSaved={detail.reload} />
          <EmailTemplatesForm clubId={clubId} />
          <PermissionsForm clubId={clubId} />
        </>
      )}
    </>
  );
}

const EDITABLE = clubFields.map((f) => f.name);
const SECRET = new Set(['chatApiKey', 'chatAuthKey']);
const NULLABLE = new Set(['parentCompanyName', 'ageGroup', 'groupType', 'seasonStart', 'seasonEnd', 'chatAppId', 'chatApiKey', 'chatAuthKey', 'chatRegion']);

function ClubDetailsForm({ clubId, club, onSaved }: { clubId: string; club: Club; onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const start = () => Object.fromEntries(EDITABLE.map((n) => [n, SECRET.has(n) ? '' : String((club as unknown as Record<string, unknown>)[n] ?? '')]));
  const [values, setValues] = useState<Record<string, string>>(start);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [attempts, setAttempts] = useState(0);
  const formRef = useFocusInvalid(attempts, Object.keys(problems).length > 0);
  const [saved, setSaved] = useState(false);
  const save = useUpdateClub();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    const body: Record<string, unknown> = {};
    for (const n of EDITABLE) {
      const value = values[n]!.trim();
      if (SECRET.has(n) && !value) continue; // never sent back: blank keeps the stored key
      body[n] = value === '' && NULLABLE.has(n) ? null : value;
    }
    const parsed = v.safeParse(updateClubSchema, body);
    const found = parsed.success ? {} : issuesByField(parsed.issues);
    const season = seasonProblem((body.seasonStart as string | null) ?? null, (body.seasonEnd as string | null) ?? null);
    if (season && !found.seasonEnd) found.seasonEnd = season;
    setProblems(found);
    setAttempts((n) => n + 1);
    if (Object.keys(found).length) return;
    if (await save.run(clubId, body)) {
      setSaved(true);
      onSaved();
    }
  }

  const problem = (n: string) => (problems[n] ? i18n._(settingsText(problems[n])!) : undefined);
  return (
    <section className="card settings-card" aria-labelledby="club-details-title">
      <h2 id="club-details-title">
        <Trans>Club details</Trans>
      </h2>
      <form ref={formRef} noValidate onSubmit={submit}>
        {clubFields.map((f) => {
          const common = {
            label: i18n._(f.label),
            value: values[f.name] ?? '',
            error: problem(f.name),
            onChange: (e: { target: { value: string } }) => setValues((s) => ({ ...s, [f.name]: e.target.value })),
          };
          if (f.kind === 'select') {
            const options: [string, string][] = (f.options ?? []).map((o) => [o, optionText(i18n, f.name, o)]);
            return <SelectField key={f.name} {...common} options={NULLABLE.has(f.name) ? [['', t`None`], ...options] : options} />;
          }
          return <TextField key={f.name} {...common} type={f.kind} autoComplete="off" hint={SECRET.has(f.name) ? t`Leave blank to keep the saved key` : undefined} />;
        })}
        {save.error ? <Failure message={i18n._(settingsFailure(save.error, settingsMessages.clubFailed))} /> : null}
        {saved ? (
          <p role="status">
            <Trans>The club has been saved.</Trans>
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={save.loading}>
          <Trans>Save club details</Trans>
        </button>
      </form>
    </section>
  );
}

function PersonalisationForm({ clubId, club, onSaved }: { clubId: string; club: Club; onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const [colours, setColours] = useState({
    primaryColour: club.primaryColour ?? '#3ac8d5',
    secondaryColour: club.secondaryColour ?? '#ffffff',
    tertiaryColour: club.tertiaryColour ?? '#0b1f26',
  });
  const [badge, setBadge] = useState<PickedImage | null>(null);
  const [badgeProblem, setBadgeProblem] = useState<PhotoProblem | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useUpdateClub();
  // Fetched with the session (an <img src> would not carry the token); asked again after a save.
  const [badgeVersion, setBadgeVersion] = useState(0);
  const currentBadge = useBadgeImage(club.hasBadge ? clubBadgePath(clubId) : null, badgeVersion);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    if (badgeProblem) return;
    const body: Record<string, unknown> = {
      ...colours,
      ...(badge ? { badge: bytesToBase64(badge.bytes) } : {}),
    };
    if (await save.run(clubId, body)) {
      followClubColour(clubId, colours.primaryColour.toLowerCase());
      setSaved(true);
      setBadge(null);
      setBadgeVersion((n) => n + 1);
      onSaved();
    }
  }

  const colourField = (key: keyof typeof colours, label: string) => (
    <div className="field" key={key}>
      <label className="field__label" htmlFor={`club-${key}`}>
        {label}
      </label>
      <input id={`club-${key}`} className="field__input" type="color" value={colours[key]} onChange={(e) => setColours((c) => ({ ...c, [key]: e.target.value }))} />
    </div>
  );

  return (
    <section className="card settings-card" aria-labelledby="club-look-title">
      <h2 id="club-look-title">
        <Trans>Personalisation</Trans>
      </h2>
      <form noValidate onSubmit={submit}>
        {club.hasBadge ? (
          currentBadge ? <img src={currentBadge} alt={t`Current club badge`} width={64} height={64} /> : null
        ) : (
          <p>
            <Trans>This club has no badge yet.</Trans>
          </p>
        )}
        <BadgeField id="settings-badge" label={<Trans>Club badge</Trans>} problem={badgeProblem} onChange={(image, found) => (setBadge(image), setBadgeProblem(found))} chosen={badge} />
        {colourField('primaryColour', t`Primary colour`)}
        {colourField('secondaryColour', t`Secondary colour`)}
        {colourField('tertiaryColour', t`Tertiary colour`)}
        {save.error ? <Failure message={i18n._(settingsFailure(save.error, settingsMessages.clubFailed))} /> : null}
        {saved ? (
          <p role="status">
            <Trans>The club's colours and badge have been saved.</Trans>
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={save.loading || Boolean(badgeProblem)}>
          <Trans>Save personalisation</Trans>
        </button>
      </form>
    </section>
  );
}

function EmailTemplatesForm({ clubId }: { clubId: string }) {
  const { i18n } = useLingui();
  const load = useEmailTemplates(clubId);
  const save = usePutEmailTemplates();
  const [values, setValues] = useState<Record<string, string> | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (load.data) setValues(Object.fromEntries(EMAIL_TEMPLATE_KINDS.map((k) => [k, load.data!.templates[k] ?? ''])));
  }, [load.data]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    const templates = Object.fromEntries(EMAIL_TEMPLATE_KINDS.map((k) => [k, values![k]!.trim() || null])) as Record<EmailTemplateKind, string | null>;
    if (await save.run(clubId, templates)) setSaved(true);
  }

  return (
    <section className="card settings-card" aria-labelledby="club-emails-title">
      <h2 id="club-emails-title">
        <Trans>Email templates</Trans>
      </h2>
      {load.error && !load.loading ? (
        <Failure message={i18n._(settingsFailure(load.error, settingsMessages.retrieveEmails))} onRetry={load.reload} />
      ) : !values ? (
        <Loading />
      ) : (
        <form noValidate onSubmit={submit}>
          <p>
            <Trans>The template id used for each email. Leave one blank to use the standard email.</Trans>
          </p>
          {EMAIL_TEMPLATE_KINDS.map((k) => (
            <TextField key={k} label={i18n._(emailKindLabel[k]!)} value={values[k] ?? ''} autoComplete="off" onChange={(e) => setValues((s) => ({ ...s!, [k]: e.target.value }))} />
          ))}
          {save.error ? <Failure message={i18n._(settingsFailure(save.error, settingsMessages.clubFailed))} /> : null}
          {saved ? (
            <p role="status">
              <Trans>The email templates have been saved.</Trans>
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={save.loading}>
            <Trans>Save email templates</Trans>
          </button>
        </form>
      )}
    </section>
  );
}

/** A member's own setting for one permission: their roles' default, or their own allow / do not allow. */
type Choice = 'default' | 'grant' | 'withdraw';

const choicesOf = (overrides: Partial<Record<Permission, boolean>>): Record<Permission, Choice> =>
  Object.fromEntries(PERMISSION_NAMES.map((p) => [p, overrides[p] === true ? 'grant' : overrides[p] === false ? 'withdraw' : 'default'])) as Record<Permission, Choice>;

function PermissionsForm({ clubId }: { clubId: string }) {
  const { t, i18n } = useLingui();
  const load = useClubPermissions(clubId);
  const save = usePutClubPermissions();
  const [role, setRole] = useState<RoleName>('coach');
  const [granted, setGranted] = useState<Partial<Record<Permission, boolean>>>({});
  const [saved, setSaved] = useState(false);
  const settings = (save.data ?? load.data)?.roles[role];

  useEffect(() => {
    if (settings) setGranted(Object.fromEntries(settings.map((s) => [s.permission, s.effective])));
  }, [settings]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!settings) return;
    setSaved(false);
    const changes = Object.fromEntries(settings.map((s) => [s.permission, granted[s.permission] === s.byDefault ? null : Boolean(granted[s.permission])]));
    if (await save.run(clubId, { [role]: changes })) setSaved(true);
  }

  return (
    <section className="card settings-card" aria-labelledby="club-permissions-title">
      <h2 id="club-permissions-title">
        <Trans>Permissions</Trans>
      </h2>
      {load.error && !load.loading ? (
        <Failure message={i18n._(settingsFailure(load.error, settingsMessages.retrievePermissions))} onRetry={load.reload} />
      ) : !settings ? (
        <Loading />
      ) : (
        <form noValidate onSubmit={submit}>
          <SelectField
            label={t`Role`}
            value={role}
            onChange={(e) => {
              setSaved(false);
              setRole(e.target.value as RoleName);
            }}
            options={ROLES.map((r) => [r, roleName(i18n, r)])}
          />
          <fieldset className="settings-fieldset">
            <legend>{t`What ${roleName(i18n, role)} can do in this club`}</legend>
            {settings.map((s) => {
              const locked = role === 'club_admin' && 'lockedForClubAdmin' in PERMISSIONS[s.permission];
              return (
                <label key={s.permission} className="settings-check">
                  <input
                    type="checkbox"
                    checked={Boolean(granted[s.permission])}
                    disabled={locked}
                    onChange={(e) =>
                      setGranted((g) => ({
                        ...g,
                        [s.permission]: e.target.checked,
                      }))
                    }
                  />
                  <span className="settings-check__text">
                    {i18n._(permissionLabel[s.permission])}
                    {granted[s.permission] !== s.byDefault ? <span className="field__hint">{t`Changed from the default`}</span> : null}
                    {locked ? <span className="field__hint">{t`Club admins always keep this`}</span> : null}
                  </span>
                </label>
              );
            })}
          </fieldset>
          {save.error ? <Failure message={i18n._(settingsFailure(save.error, settingsMessages.clubFailed))} /> : null}
          {saved ? (
            <p role="status">
              <Trans>The permissions have been saved.</Trans>
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={save.loading}>
            <Trans>Save permissions</Trans>
          </button>
        </form>
      )}
      <UserPermissionsForm clubId={clubId} />
    </section>
  );
}

/**
 * Per user: the chosen member's current settings are read first (GET user/{id}/permissions), then
 * only what the admin changed is sent, so a setting changed meanwhile by another admin is kept.
 */
function UserPermissionsForm({ clubId }: { clubId: string }) {
  const { t, i18n } = useLingui();
  const save = usePutUserPermissions();
  const [userId, setUserId] = useState('');
  const load = useUserPermissions(clubId, userId);
  const [current, setCurrent] = useState<UserPermissionsAnswer | null>(null);
  const [choices, setChoices] = useState<Record<Permission, Choice> | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => setCurrent(load.data ?? null), [load.data]);
  useEffect(() => setChoices(current ? choicesOf(current.overrides) : null), [current]);
  const shown = current && current.userId === userId && choices ? { answer: current, choices } : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!shown) return;
    setSaved(false);
    const before = choicesOf(shown.answer.overrides);
    const permissions = Object.fromEntries(
      PERMISSION_NAMES.filter((p) => shown.choices[p] !== before[p]).map((p) => [p, shown.choices[p] === 'grant' ? true : shown.choices[p] === 'withdraw' ? false : null]),
    ) as Partial<Record<Permission, boolean | null>>;
    const answer = await save.run(userId, clubId, permissions);
    if (answer) {
      setSaved(true);
      setCurrent(answer);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="user-permissions-title">
      <h3 id="user-permissions-title">
        <Trans>Permissions for one member</Trans>
      </h3>
      <p>
        <Trans>A member's own setting wins over their role's. Choose "Role default" to remove it.</Trans>
      </p>
      <MemberPicker
        clubId={clubId}
        value={userId}
        onChange={(id) => {
          setSaved(false);
          setUserId(id);
        }}
      />
      {!userId ? (
        <p>
          <Trans>Choose a member to see their permissions.</Trans>
        </p>
      ) : load.error && !load.loading ? (
        <Failure message={i18n._(settingsFailure(load.error, settingsMessages.retrievePermissions))} onRetry={load.reload} />
      ) : !shown || load.loading ? (
        <Loading />
      ) : (
        PERMISSION_NAMES.map((p) => (
          <SelectField
            key={p}
            label={i18n._(permissionLabel[p])}
            value={shown.choices[p]}
            onChange={(e) => setChoices((c) => ({ ...c!, [p]: e.target.value as Choice }))}
            options={[
              ['default', shown.answer.byRole.includes(p) ? t`Role default (allowed)` : t`Role default (not allowed)`],
              ['grant', t`Allow`],
              ['withdraw', t`Do not allow`],
            ]}
          />
        ))
      )}
      {save.error ? <Failure message={i18n._(settingsFailure(save.error, settingsMessages.clubFailed))} /> : null}
      {saved ? (
        <p role="status">
          <Trans>The member's permissions have been saved.</Trans>
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={save.loading || !shown || load.loading}>
        <Trans>Save member permissions</Trans>
      </button>
    </form>
  );
}

function MemberPicker({ clubId, value, onChange }: { clubId: string; value: string; onChange: (id: string) => void }) {
  const { t, i18n } = useLingui();
  const users = useClubUsers(clubId);
  if (users.error && !users.loading) return <Failure message={i18n._(settingsFailure(users.error, settingsMessages.retrieveMembers))} onRetry={users.reload} />;
  if (users.loading) return <Loading />;
  return (
    <SelectField
      label={t`Member`}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={[['', t`Choose a member`], ...users.members.map((m): [string, string] => [m.id, `${m.firstName} ${m.lastName}`])]}
    />
  );
}
