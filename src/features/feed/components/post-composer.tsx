// Writing a post (issue 23 item 2), for those the club lets post (feed.post): text, an optional
// picture (png or jpg, at least 200 × 200, checked on the device and again on the server, which
// removes its EXIF), to the whole club or one team. Saved on this device and sent when there is
// a signal; the post shows "Sending…" until then.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SelectField } from '../../../ui/select-field';
import { TextAreaField } from '../../../ui/text-area-field';
import { ImagePickerField, type PickedImage } from '../../../ui/image-picker-field';
import type { PhotoProblem } from '../../../ui/image-check';
import { toBase64 } from '../data/picture';
import { feedMessage, pictureProblemText } from '../model/feed-text';
import { postProblem } from '../model/post-text';

const PICTURE_MIN = 200;

export interface ComposerValue {
  teamId: string | null;
  text: string;
  picture: string | null;
  fixtureId: string | null;
}

export interface PostComposerProps {
  teams: { id: string; name: string }[];
  /** Whether the whole club may be chosen (else only a team). */
  wholeClub: boolean;
  /** Played games whose result a post may show, newest first. */
  results: { id: string; label: string }[];
  onSubmit: (value: ComposerValue) => Promise<void>;
}

export function PostComposer({ teams, wholeClub, results, onSubmit }: PostComposerProps) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [teamId, setTeamId] = useState<string>(wholeClub ? '' : (teams[0]?.id ?? ''));
  const [picture, setPicture] = useState<PickedImage | null>(null);
  const [pictureProblem, setPictureProblem] = useState<PhotoProblem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const [fixtureId, setFixtureId] = useState('');

  return (
    <form
      className="card feed-form"
      aria-label={t`New post`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const problem = postProblem(text, picture !== null);
        if (problem) {
          const m = feedMessage(problem);
          return setError(typeof m === 'string' ? m : i18n._(m));
        }
        if (pictureProblem) return;
        setError(null);
        void onSubmit({ teamId: teamId || null, text, picture: picture ? toBase64(picture.bytes) : null, fixtureId: fixtureId || null }).then(() => {
          setText('');
          setFixtureId('');
          setPicture(null);
          setPickerKey((k) => k + 1);
        });
      }}
    >
      <TextAreaField label={t`Write a post`} value={text} rows={3} error={error ?? undefined} onChange={(e) => setText(e.target.value)} />
      <SelectField
        label={t`Who sees it`}
        value={teamId}
        onChange={(e) => setTeamId(e.target.value)}
        options={[...(wholeClub ? ([['', t`Whole club`]] as [string, string][]) : []), ...teams.map((team): [string, string] => [team.id, team.name])]}
      />
      {results.length > 0 ? (
        <SelectField
          label={t`Link a result (optional)`}
          value={fixtureId}
          onChange={(e) => setFixtureId(e.target.value)}
          options={[['', t`No result`], ...results.map((r): [string, string] => [r.id, r.label])]}
        />
      ) : null}
      <ImagePickerField
        key={pickerKey}
        id="feed-picture"
        label={t`Picture (optional)`}
        hint={t`A png or jpg picture, at least 200 × 200 pixels.`}
        min={PICTURE_MIN}
        problemText={pictureProblemText}
        problem={pictureProblem}
        onChange={(image, problem) => {
          setPicture(image);
          setPictureProblem(problem);
        }}
      />
      <button type="submit" className="button button--primary">
        {t`Post`}
      </button>
    </form>
  );
}
