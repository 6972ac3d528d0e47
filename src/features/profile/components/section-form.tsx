// One section of the profile as a form of its own (details, preferences): its heading, the
// "saved" or "failed" line after a save, and the save button that says when it is busy. Each
// section saves on its own, so a refused field in one never holds back another.
import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** The section's save state, and a runner that sets it around a save (a throw is 'failed'). */
export function useSaveState() {
  const [state, setState] = useState<SaveState>('idle');
  const run = async (save: () => Promise<void>) => {
    setState('saving');
    try {
      await save();
      setState('saved');
    } catch {
      setState('failed');
    }
  };
  return { state, setState, run };
}

interface Props {
  label: string;
  heading: ReactNode;
  state: SaveState;
  onSave: () => void;
  saved: ReactNode;
  failed: ReactNode;
  saveLabel: ReactNode;
  /** The heading's id, for a link from another screen to this section (#id). */
  headingId?: string;
  children: ReactNode;
}

export function SectionForm({ label, heading, state, onSave, saved, failed, saveLabel, headingId, children }: Props) {
  return (
    <form
      className="form card"
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <h2 id={headingId} tabIndex={headingId ? -1 : undefined}>
        {heading}
      </h2>
      {children}
      {state === 'saved' ? (
        <p className="alert alert--ok" role="status">
          {saved}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p className="alert alert--error" role="alert">
          {failed}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={state === 'saving'}>
        {state === 'saving' ? <Trans>Saving…</Trans> : saveLabel}
      </button>
    </form>
  );
}
