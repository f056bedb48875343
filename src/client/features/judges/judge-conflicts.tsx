import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useId } from 'react';
import type { Contestant } from '#shared/api.ts';

/**
 * A judge's conflicts of interest, one checkbox per contestant in a list that
 * scrolls on its own (a room may hold 200). Each tick or clear is handed to
 * `onToggle` at once; the boxes are held while it saves, and for good once
 * voting has ended (`readOnly`).
 */
export function JudgeConflicts({
  judgeName,
  contestants,
  checkedIds,
  saving,
  readOnly,
  onToggle,
}: {
  judgeName: string;
  contestants: readonly Contestant[];
  checkedIds: readonly string[];
  saving: boolean;
  readOnly: boolean;
  onToggle: (contestantId: string, conflicted: boolean, box: HTMLInputElement) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const hintId = `${id}-hint`;
  const checked = new Set(checkedIds);
  const toggle = (contestantId: string) => (event: ChangeEvent<HTMLInputElement>) =>
    onToggle(contestantId, event.currentTarget.checked, event.currentTarget);

  return (
    <fieldset
      className={readOnly ? 'judge-conflicts judge-conflicts--read-only' : 'judge-conflicts'}
      disabled={readOnly || saving}
      aria-busy={saving}
      aria-describedby={hintId}
    >
      <legend className="judge-conflicts__legend">
        <Trans>Conflicts of interest of {judgeName}</Trans>
      </legend>
      <p id={hintId} className="judge-conflicts__hint">
        {readOnly
          ? t`Voting has ended: conflicts no longer change.`
          : t`${judgeName} may not rank a contestant ticked here. Each change is saved at once.`}
      </p>
      {contestants.length === 0 ? (
        <p className="muted">
          <Trans>Add contestants first.</Trans>
        </p>
      ) : (
        <ul className="judge-conflicts__list">
          {contestants.map((contestant) => (
            <li key={contestant.id}>
              <label className="judge-conflicts__choice">
                <input
                  type="checkbox"
                  checked={checked.has(contestant.id)}
                  onChange={toggle(contestant.id)}
                />
                <span>{contestant.name}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <p className="judge-conflicts__hint" aria-live="polite">
        {saving ? t`Saving...` : ''}
      </p>
    </fieldset>
  );
}
