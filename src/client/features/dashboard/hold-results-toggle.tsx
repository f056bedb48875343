import { useId } from 'react';
import type { Results, Room } from '#shared/api.ts';
import { holdResultsHelp } from './hold-results-help.ts';
import type { HoldResults } from './use-hold-results.ts';

/**
 * Hold results for the reveal: off by default (phones get the results at
 * once); on, phones wait until the presenter screen reveals #1. It can
 * change only while voting is open.
 */
export function HoldResultsToggle({
  room,
  results,
  hold,
}: {
  room: Room;
  results: Results | null;
  hold: HoldResults;
}) {
  const { pending, error, change } = hold;
  const id = useId();
  const votingOpen = room.status !== 'ended';
  const checked = pending ?? room.holdResults;
  return (
    <div className="hold-results">
      <div className="hold-results__choice">
        <input
          id={id}
          type="checkbox"
          className="hold-results__box"
          checked={checked}
          disabled={!votingOpen || pending !== null}
          aria-describedby={`${id}-help`}
          onChange={(event) => change(event.target.checked)}
        />
        <label htmlFor={id} className="hold-results__label">
          Hold results for the reveal
        </label>
      </div>
      <p id={`${id}-help`} className="muted hold-results__help">
        {holdResultsHelp(room, results)}
      </p>
      {error && (
        <p className="error-box hold-results__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
