// Club creation (spec §2): club info, contract, subscription, team, personalisation, emails,
// permissions, users. Each step is checked with its schema before the next; the last sends
// everything with POST club and ends on a message that leads to the club list. Focus moves to the
// step heading on every step.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { INVITABLE_ROLES } from '../../../domain/club/invite-schema';
import { ALL_ROLES, PERMISSION_NAMES, roleHolds, type Permission } from '../../../domain/permissions';
import type { RoleName } from '../../../domain/roles';
import type { PhotoProblem } from '../../../ui/image-check';
import type { PickedImage } from '../../../ui/image-picker-field';
import { SelectField } from '../../../ui/select-field';
import { Empty, Loading } from '../../../ui/states';
import { TextField } from '../../../ui/text-field';
import { bytesToBase64 } from '../data/club-settings';
import { useCreateClub } from '../data/create-club';
import { useMayCreateClub } from '../data/club-creators';
import { useKeptWizard } from '../data/wizard-draft';
import { emailKindLabel, permissionLabel, stepTitle } from '../model/permission-text';
import { optionText } from '../model/option-text';
import { roleText as roleLabel } from '../../../ui/role-text';
import { clubFields, coachFields, contractFieldsFor, EMAIL_KINDS, initialValues, stepProblems, stepValue, subscriptionFields, teamFields, WIZARD_STEPS, type FieldDef, type WizardState } from '../model/wizard-fields';
import { createFailureText, wizardText } from '../model/wizard-text';
import { BadgeField } from './badge-field';
import './club-wizard.css';

const defaultPermissions = (): WizardState['permissions'] =>
  Object.fromEntries(ALL_ROLES.map((r) => [r, Object.fromEntries(PERMISSION_NAMES.map((p) => [p, roleHolds(r, p)]))]));

const freshState = (): WizardState => ({
  values: initialValues(),
  withSubscription: false,
  withAssistant: false,
  useClubColours: true,
  badge: null,
  permissions: defaultPermissions(),
  users: [],
});

export function ClubWizardScreen() {
  const { t, i18n } = useLingui();
  // A super admin or a club admin of any club (the server's rule for POST club).
  const mayCreate = useMayCreateClub();
  // The step and answers are kept on the device (data/wizard-draft.ts) so a reload loses nothing.
  const kept = useKeptWizard(freshState, WIZARD_STEPS.length - 1);
  const { index, setIndex, setState } = kept;
  const state = kept.state ?? freshState();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [badgeProblem, setBadgeProblem] = useState<PhotoProblem | null>(null);
  const create = useCreateClub();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const step = WIZARD_STEPS[index]!;

  useEffect(() => heading.current?.focus(), [index, create.data, kept.ready]);

  if (!mayCreate)
    return (
      <Empty>
        <Trans>This section is only available to administrators</Trans>
      </Empty>
    );

  if (!kept.ready) return <Loading />;

  if (create.data) {
    return (
      <section className="card">
        <h1 ref={heading} tabIndex={-1}>
          <Trans>The club has been created</Trans>
        </h1>
        <p>
          <Trans>The coaches and users you added have been sent their invites.</Trans>
        </p>
        <Link className="button button--primary button--block" to="/secure/configuration/clubs">
          <Trans>Go to the club list</Trans>
        </Link>
      </section>
    );
  }

  const set = (name: string, value: string) => setState((s) => ({ ...s, values: { ...s.values, [name]: value } }));
  const problem = (key: string) => (problems[key] ? i18n._(wizardText(problems[key])!) : undefined);
  const field = (prefix: string, f: FieldDef) => {
    const name = prefix ? `${prefix}.${f.name}` : f.name;
    const common = { label: i18n._(f.label), value: state.values[name] ?? '', error: problem(name), onChange: (e: { target: { value: string } }) => set(name, e.target.value) };
    return f.kind === 'select' ? (
      <SelectField key={name} {...common} options={(f.options ?? []).map((o) => [o, optionText(i18n, f.name, o)])} />
    ) : (
      <TextField key={name} {...common} type={f.kind === 'number' ? 'text' : f.kind} inputMode={f.kind === 'number' ? 'decimal' : undefined} autoComplete="off" />
    );
  };

  function next() {
    const found = stepProblems(step, state);
    setProblems(found);
    if (Object.keys(found).length) {
      // Keyboard and screen-reader users land on the first field to fix, once it is marked.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (index < WIZARD_STEPS.length - 1) setIndex(index + 1);
    else void submit();
  }

  async function submit() {
    const body = Object.fromEntries(WIZARD_STEPS.map((s) => [s === 'club' ? 'club' : s, stepValue(s, state)]));
    if (await create.run(body)) await kept.clear();
  }

  /** The badge is kept in the draft as base64 (the draft is stored as it is sent). */
  function chooseBadge(image: PickedImage | null, found: PhotoProblem | null) {
    setBadgeProblem(found);
    setState((s) => ({ ...s, badge: image ? { base64: bytesToBase64(image.bytes), width: image.width, height: image.height } : null }));
  }

  return (
    <>
      <p className="wizard__progress">{t`Step ${index + 1} of ${WIZARD_STEPS.length}`}</p>
      <h1 ref={heading} tabIndex={-1}>
        {i18n._(stepTitle[step])}
      </h1>
      {create.error ? (
        <p className="alert alert--error" role="alert">
          {i18n._(createFailureText(create.error))}
        </p>
      ) : null}
      <form ref={form} className="form" noValidate onSubmit={(e) => (e.preventDefault(), next())}>
        {step === 'club' ? clubFields.map((f) => field('club', f)) : null}
        {step === 'contract' ? contractFieldsFor(state.values['contract.payer']).map((f) => field('contract', f)) : null}
        {step === 'subscription' ? (
          <>
            <label className="wizard__check">
              <input type="checkbox" checked={state.withSubscription} onChange={(e) => setState((s) => ({ ...s, withSubscription: e.target.checked }))} />
              <Trans>Record a subscription for this club</Trans>
            </label>
            {state.withSubscription ? subscriptionFields.map((f) => field('subscription', f)) : null}
          </>
        ) : null}
        {step === 'team' ? (
          <>
            {teamFields.map((f) => field('team', f))}
            <fieldset className="wizard__group">
              <legend>{t`Lead coach`}</legend>
              {problem('leadCoach') ? <p className="field__error">{problem('leadCoach')}</p> : null}
              {coachFields('leadCoach').map((f) => field('', f))}
            </fieldset>
            <label className="wizard__check">
              <input type="checkbox" checked={state.withAssistant} onChange={(e) => setState((s) => ({ ...s, withAssistant: e.target.checked }))} />
              <Trans>Add an assistant coach</Trans>
            </label>
            {state.withAssistant ? (
              <fieldset className="wizard__group">
                <legend>{t`Assistant coach`}</legend>
                {problem('assistantCoach') ? <p className="field__error">{problem('assistantCoach')}</p> : null}
                {coachFields('assistantCoach').map((f) => field('', f))}
              </fieldset>
            ) : null}
            <label className="wizard__check">
              <input type="checkbox" checked={state.useClubColours} onChange={(e) => setState((s) => ({ ...s, useClubColours: e.target.checked }))} />
              <Trans>Use the club's colours and badge</Trans>
            </label>
            {!state.useClubColours ? (
              <>
                <TextField label={t`Team primary colour`} type="color" value={state.values['team.primaryColour'] ?? '#000000'} error={problem('team.primaryColour')} onChange={(e) => set('team.primaryColour', e.target.value)} />
                <TextField label={t`Team secondary colour`} type="color" value={state.values['team.secondaryColour'] ?? '#ffffff'} onChange={(e) => set('team.secondaryColour', e.target.value)} />
              </>
            ) : null}
          </>
        ) : null}
        {step === 'personalisation' ? (
          <>
            <BadgeField id="club-badge" label={<Trans>Club badge</Trans>} problem={badgeProblem} onChange={chooseBadge} chosen={state.badge} error={problem('badge')} />
            <TextField label={t`Primary colour`} type="color" value={state.values.primaryColour} error={problem('primaryColour')} onChange={(e) => set('primaryColour', e.target.value)} />
            <TextField label={t`Secondary colour`} type="color" value={state.values.secondaryColour} error={problem('secondaryColour')} onChange={(e) => set('secondaryColour', e.target.value)} />
            <TextField label={t`Tertiary colour`} type="color" value={state.values.tertiaryColour} error={problem('tertiaryColour')} onChange={(e) => set('tertiaryColour', e.target.value)} />
          </>
        ) : null}
        {step === 'emails' ? (
          <>
            <p>
              <Trans>Template ids for the club's emails; leave empty to use Touchline's.</Trans>
            </p>
            {EMAIL_KINDS.map((k) => (
              <TextField key={k} label={i18n._(emailKindLabel[k]!)} value={state.values[`emails.${k}`] ?? ''} onChange={(e) => set(`emails.${k}`, e.target.value)} autoComplete="off" />
            ))}
          </>
        ) : null}
        {step === 'permissions' ? (
          <div className="wizard__table">
            <table>
              <caption>{t`What each role may do in this club`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Permission`}</th>
                  {ALL_ROLES.map((r) => (
                    <th key={r} scope="col">
                      {i18n._(roleLabel[r])}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {PERMISSION_NAMES.map((p: Permission) => (
                  <tr key={p}>
                    <th scope="row">{i18n._(permissionLabel[p])}</th>
                    {ALL_ROLES.map((r: RoleName) => (
                      <td key={r}>
                        <input
                          type="checkbox"
                          aria-label={`${i18n._(roleLabel[r])}: ${i18n._(permissionLabel[p])}`}
                          checked={state.permissions[r]?.[p] ?? false}
                          disabled={r === 'club_admin' && (p === 'club.manage' || p === 'permissions.manage')}
                          onChange={(e) => setState((s) => ({ ...s, permissions: { ...s.permissions, [r]: { ...s.permissions[r], [p]: e.target.checked } } }))}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {step === 'users' ? <UsersStep state={state} setState={setState} /> : null}
        <div className="wizard__actions">
          {index > 0 ? (
            <button type="button" className="button button--secondary" onClick={() => (setProblems({}), setIndex(index - 1))}>
              <Trans>Back</Trans>
            </button>
          ) : null}
          <button type="submit" className="button button--primary" disabled={create.loading}>
            {index < WIZARD_STEPS.length - 1 ? <Trans>Continue</Trans> : create.loading ? <Trans>Creating the club…</Trans> : <Trans>Create club</Trans>}
          </button>
        </div>
      </form>
    </>
  );
}

function UsersStep({ state, setState }: { state: WizardState; setState: (f: (s: WizardState) => WizardState) => void }) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState({ role: 'club_admin', firstName: '', lastName: '', email: '', inTeam: false });
  const [error, setError] = useState<string | null>(null);
  function add() {
    const email = draft.email.trim().toLowerCase();
    if (!draft.firstName.trim() || !draft.lastName.trim()) return setError(t`Please ensure all fields are complete`);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return setError(t`Please enter a valid email address`);
    setError(null);
    setState((s) => ({ ...s, users: [...s.users, { ...draft, email, firstName: draft.firstName.trim(), lastName: draft.lastName.trim() }] }));
    setDraft((d) => ({ ...d, firstName: '', lastName: '', email: '' }));
  }
  return (
    <>
      <p>
        <Trans>Members to invite once the club exists (optional).</Trans>
      </p>
      {state.users.length ? (
        <ul className="list">
          {state.users.map((u, i) => (
            <li key={`${u.email}-${i}`} className="list__item">
              <span className="list__body">
                <span className="list__title">
                  {u.firstName} {u.lastName}
                </span>
                <span className="list__meta">
                  {i18n._(roleLabel[u.role as RoleName])} · {u.email}
                </span>
              </span>
              <button type="button" className="button button--secondary" onClick={() => setState((s) => ({ ...s, users: s.users.filter((_, j) => j !== i) }))}>
                <Trans>Remove</Trans>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <fieldset className="wizard__group">
        <legend>{t`Add a member`}</legend>
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
        <SelectField label={t`Role`} value={draft.role} onChange={(e) => setDraft({ ...draft, role: e.target.value })} options={INVITABLE_ROLES.map((r) => [r, i18n._(roleLabel[r])])} />
        <TextField label={t`First name`} value={draft.firstName} onChange={(e) => setDraft({ ...draft, firstName: e.target.value })} autoComplete="off" />
        <TextField label={t`Last name`} value={draft.lastName} onChange={(e) => setDraft({ ...draft, lastName: e.target.value })} autoComplete="off" />
        <TextField label={t`Email`} type="email" value={draft.email} onChange={(e) => setDraft({ ...draft, email: e.target.value })} autoComplete="off" />
        <label className="wizard__check">
          <input type="checkbox" checked={draft.inTeam} onChange={(e) => setDraft({ ...draft, inTeam: e.target.checked })} />
          <Trans>In the new team</Trans>
        </label>
        <button type="button" className="button button--secondary" onClick={add}>
          <Trans>Add member</Trans>
        </button>
      </fieldset>
    </>
  );
}
