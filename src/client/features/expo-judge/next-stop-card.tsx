import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { DemoLink } from '#client/components/demo-link.tsx';
import { CheckIcon } from '#client/components/icons.tsx';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import type { Contestant } from '#shared/api.ts';
import { ABSENT, NEXT_TITLE_ID, nextStopText, SEEN } from './expo-wording.ts';

/** The stop to walk to next: the project and its table. */
export type NextStop = { contestant: Contestant; tableNumber: number | null };

/**
 * The next stop of the judge's route, large enough to read while walking:
 * "Next: Table 14 — Name", the project's picture, description and demo, and
 * two big buttons, Seen and Absent. Absent asks first, in place of the two
 * buttons (Cancel where Absent was, so that a double tap cannot report one);
 * reported, the card moves on to the next stop and its heading takes the
 * keyboard. While a tap is on its way the buttons wait (aria-disabled,
 * so that the keyboard stays on them: a disabled button drops it).
 */
export function NextStopCard({
  stop,
  sending,
  onWalk,
}: {
  stop: NextStop;
  sending: boolean;
  onWalk: (contestantId: string, status: 'seen' | 'absent') => void;
}) {
  const { t, i18n } = useLingui();
  const { contestant, tableNumber } = stop;
  const { id, name, imageUrl, demoUrl } = contestant;
  const [asking, setAsking] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const absentRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const table = tableNumber === null ? null : formatNumber(tableNumber, i18n.locale);

  // Another stop came up (this one walked here or elsewhere): the question was about the last.
  const shownId = useRef(id);
  useEffect(() => {
    if (shownId.current === id) return;
    shownId.current = id;
    setAsking(false);
  }, [id]);
  useEffect(() => {
    if (asking) questionRef.current?.focus();
  }, [asking]);

  const reportAbsent = () => {
    setAsking(false);
    onWalk(id, 'absent');
    // The question and its buttons are gone: the keyboard goes to the stop that comes next.
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const cancel = () => {
    setAsking(false);
    requestAnimationFrame(() => absentRef.current?.focus());
  };

  return (
    <div className="expo-next stack">
      <h2 id={NEXT_TITLE_ID} className="expo-next__title" ref={headingRef} tabIndex={-1}>
        {nextStopText(i18n, name, tableNumber)}
      </h2>
      {imageUrl && <img className="expo-next__image" src={imageUrl} alt="" />}
      <p className="expo-next__blurb">{contestant.blurb}</p>
      <DemoLink demoUrl={demoUrl} className="expo-next__demo" />
      {asking ? (
        <fieldset className="expo-confirm stack" aria-labelledby={questionId}>
          <p id={questionId} className="expo-confirm__question" ref={questionRef} tabIndex={-1}>
            {table === null
              ? t`Is ${name} missing from its table?`
              : t`Is ${name} missing from table ${table}?`}
          </p>
          <p className="muted">
            <Trans>
              Reported absent, it leaves your route and another project takes its place.
            </Trans>
          </p>
          <div className="expo-next__actions">
            <button type="button" className="button button--danger" onClick={reportAbsent}>
              <Trans>Report absent</Trans>
            </button>
            <button type="button" className="button button--secondary" onClick={cancel}>
              <Trans context="closes a dialog without doing anything">Cancel</Trans>
            </button>
          </div>
        </fieldset>
      ) : (
        <div className="expo-next__actions">
          <button
            type="button"
            className="button button--gradient expo-next__seen"
            aria-disabled={sending || undefined}
            onClick={() => !sending && onWalk(id, 'seen')}
          >
            <CheckIcon size={22} /> {i18n._(SEEN)}
          </button>
          <button
            type="button"
            className="button button--secondary expo-next__absent"
            ref={absentRef}
            aria-disabled={sending || undefined}
            onClick={() => !sending && setAsking(true)}
          >
            {i18n._(ABSENT)}
          </button>
        </div>
      )}
    </div>
  );
}
