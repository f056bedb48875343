import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useRef, useState } from 'react';
import { SmallDialog, SmallDialogActions } from '#client/components/small-dialog.tsx';
import { getErrorMessage } from '#client/lib/error-message.ts';
import { MAX_REHEARSAL_VOTERS } from '#shared/rehearsal.ts';
import {
  DEFAULT_REHEARSAL_SECONDS,
  DEFAULT_REHEARSAL_VOTERS,
  REHEARSAL_SPANS,
  votersError,
} from './rehearsal-choices.ts';

/**
 * Rehearse with simulated voters: how many, and over how long; they join and
 * vote as phones do, and End rehearsal takes them all away.
 */
export function RehearseDialog({
  open,
  onStart,
  onClose,
}: {
  open: boolean;
  onStart: (voters: number, seconds: number) => Promise<void>;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [voters, setVoters] = useState(String(DEFAULT_REHEARSAL_VOTERS));
  const [seconds, setSeconds] = useState(DEFAULT_REHEARSAL_SECONDS);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const votersRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const ids = { title: `${id}-title`, intro: `${id}-intro`, voters: `${id}-voters` };

  const close = () => {
    setInvalid(null);
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = votersError(i18n, voters);
    setInvalid(wrong);
    if (wrong) {
      votersRef.current?.focus();
      return;
    }
    setStarting(true);
    setError(null);
    try {
      await onStart(Number(voters), seconds);
      close();
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setStarting(false);
    }
  };

  return (
    <SmallDialog
      open={open}
      busy={starting}
      titleId={ids.title}
      describedBy={ids.intro}
      onClose={close}
    >
      <form className="small-dialog__content" noValidate onSubmit={submit} aria-busy={starting}>
        <h2 id={ids.title} className="small-dialog__title">
          <Trans>Rehearse with simulated voters</Trans>
        </h2>
        <p id={ids.intro} className="muted">
          <Trans>
            Simulated voters join and vote over the time you choose, so the dashboard, the big
            screen and every screen link fill up as on the day. Try Finish Voting and the reveal,
            then End rehearsal: every simulated voter, ballot and result goes, and the room opens as
            it was. People can join once you go live.
          </Trans>
        </p>
        <div className="field">
          <label htmlFor={ids.voters}>
            <Trans>Simulated voters</Trans>
          </label>
          <input
            ref={votersRef}
            id={ids.voters}
            className="input"
            inputMode="numeric"
            value={voters}
            min={1}
            max={MAX_REHEARSAL_VOTERS}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? `${ids.voters}-error` : undefined}
            disabled={starting}
            onChange={(event) => {
              setVoters(event.target.value);
              setInvalid(null);
            }}
          />
          {invalid && (
            <p id={`${ids.voters}-error`} className="field-error">
              {invalid}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-span`}>
            <Trans context="how long the rehearsal's voters take to arrive">Over</Trans>
          </label>
          <select
            id={`${id}-span`}
            className="input"
            value={seconds}
            disabled={starting}
            onChange={(event) => setSeconds(Number(event.target.value))}
          >
            {REHEARSAL_SPANS.map((span) => (
              <option key={span.seconds} value={span.seconds}>
                {i18n._(span.label)}
              </option>
            ))}
          </select>
        </div>
        <SmallDialogActions error={error} busy={starting} onCancel={close}>
          <button type="submit" className="button button--primary" disabled={starting}>
            {starting ? t`Starting...` : t`Start rehearsal`}
          </button>
        </SmallDialogActions>
      </form>
    </SmallDialog>
  );
}
