// /contact: the contact form (spec §3: full name, email, query type, message; §5: all fields
// required; §8: 'There has been an error submitting the contact form' when refused, 'There has
// been a problem posting the contact form' when the call fails). Signed in, the message is
// queued and sent once when there is a signal, and the form says where it is; signed out, it is
// sent at once and a failure keeps what was typed. A hidden honeypot field and the time the
// form was open are the spam check (no third-party captcha).
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { CONTACT_MESSAGE_MAX, CONTACT_QUERY_TYPES, type ContactQueryType } from '../../../domain/contact/contact-schema';
import { contactMessages as m } from '../../../domain/contact/messages';
import { SelectField } from '../../../ui/select-field';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { useFocusInvalid } from '../../../ui/use-focus-invalid';
import { useOnline } from '../../../ui/use-online';
import { contactDefaults, refusalOf, sendContact, useQueuedContact } from '../data/contact';
import { checkContact, emptyContact, type ContactValues } from '../model/contact-form';
import { contactMessage, QUERY_TYPE_TEXT } from '../model/contact-text';
import { InfoFrame } from './info-frame';

const ALERT_ID = 'contact-error';

type Sent = { via: 'outbox'; id: string } | { via: 'direct' } | null;

export function ContactScreen() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [values, setValues] = useState<ContactValues>(() => emptyContact(contactDefaults()));
  const [errors, setErrors] = useState<Partial<Record<keyof ContactValues, string>>>({});
  const [alert, setAlert] = useState<{ message: string; detail?: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent>(null);
  const [submits, setSubmits] = useState(0);
  const openedAt = useRef(Date.now());
  const formRef = useFocusInvalid(submits, Object.keys(errors).length > 0 || alert !== null);
  const queued = useQueuedContact(sent?.via === 'outbox' ? sent.id : null);

  const text = (english: string | undefined) => (english ? i18n._(contactMessage(english)) : undefined);
  const set = (field: keyof ContactValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSubmits((n) => n + 1);
    const check = checkContact(values);
    if (!check.ok) {
      setErrors(check.errors);
      setAlert(check.incomplete ? { message: m.incomplete } : null);
      return;
    }
    setErrors({});
    setAlert(null);
    setSending(true);
    try {
      setSent(await sendContact(values, Date.now() - openedAt.current, i18n.locale));
      setValues((v) => emptyContact({ fullName: v.fullName, email: v.email }));
    } catch (err) {
      const refused = refusalOf(err);
      if (refused) {
        // Refused: the server's reason, and the field it is about, with what was typed kept.
        setErrors(refused.fields as Partial<Record<keyof ContactValues, string>>);
        setAlert({ message: m.submitError, detail: refused.message });
      } else setAlert({ message: m.postProblem });
    } finally {
      setSending(false);
    }
  }

  const another = () => {
    setSent(null);
    openedAt.current = Date.now();
  };

  const queryOptions: [string, string][] = [['', t`Choose a query type`], ...CONTACT_QUERY_TYPES.map((q): [string, string] => [q, i18n._(QUERY_TYPE_TEXT[q as ContactQueryType])])];

  return (
    <InfoFrame current="contact">
      <h1>
        <Trans>Contact us</Trans>
      </h1>
      {sent ? (
        <ContactSent sent={sent} queued={queued} online={online} onAnother={another} />
      ) : (
        <>
          <p className="access__help">
            <Trans>Tell us what you need and we will answer by email. Every field is required.</Trans>
          </p>
          <form ref={formRef} className="form" noValidate aria-label={t`Contact us`} onSubmit={(e) => void submit(e)}>
            {alert ? (
              <div className="alert alert--error" role="alert" id={ALERT_ID} tabIndex={-1}>
                <p>{text(alert.message)}</p>
                {alert.detail && alert.detail !== alert.message ? <p>{text(alert.detail)}</p> : null}
                {alert.message === m.postProblem && !online ? (
                  <p>
                    <Trans>There is no signal. Your message is kept here: send it again when you are connected.</Trans>
                  </p>
                ) : null}
              </div>
            ) : null}
            <TextField label={t`Full name`} autoComplete="name" value={values.fullName} onChange={set('fullName')} error={text(errors.fullName)} maxLength={200} />
            <TextField label={t`Email`} type="email" inputMode="email" autoComplete="email" value={values.email} onChange={set('email')} error={text(errors.email)} maxLength={254} />
            <SelectField label={t`Query type`} options={queryOptions} value={values.queryType} onChange={set('queryType')} error={text(errors.queryType)} />
            <TextAreaField label={t`Message`} rows={6} value={values.message} onChange={set('message')} error={text(errors.message)} maxLength={CONTACT_MESSAGE_MAX} />
            {/* The honeypot: off screen and out of the tab order; a person never fills it. */}
            <div className="info__honeypot" aria-hidden="true">
              <label>
                <Trans>Leave this field empty</Trans>
                <input type="text" name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
              </label>
            </div>
            <button type="submit" className="button button--primary button--block" disabled={sending}>
              {sending ? <Trans>Sending…</Trans> : <Trans>Send message</Trans>}
            </button>
          </form>
        </>
      )}
    </InfoFrame>
  );
}

function ContactSent({ sent, queued, online, onAnother }: { sent: Exclude<Sent, null>; queued: ReturnType<typeof useQueuedContact>; online: boolean; onAnother: () => void }) {
  const { i18n } = useLingui();
  const state = sent.via === 'direct' ? 'sent' : (queued?.state ?? 'waiting');
  return (
    <div className="cards">
      {state === 'refused' && queued?.state === 'refused' ? (
        <div className="alert alert--error" role="alert">
          <p>{i18n._(contactMessage(m.submitError))}</p>
          {queued.message ? <p>{i18n._(contactMessage(queued.message))}</p> : null}
          <p>
            <Trans>You can send it again or discard it on the Saving and sync screen.</Trans>
          </p>
        </div>
      ) : (
        <p role="status" className="alert">
          {state === 'sent' ? (
            <Trans>Thank you: your message has been sent. We will answer by email.</Trans>
          ) : online ? (
            <Trans>Your message is queued and is being sent.</Trans>
          ) : (
            <Trans>Your message is queued on this device and will be sent once, when there is a signal.</Trans>
          )}
        </p>
      )}
      <button type="button" className="button" onClick={onAnother}>
        <Trans>Write another message</Trans>
      </button>
    </div>
  );
}
