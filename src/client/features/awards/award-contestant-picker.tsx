import { useId } from 'react';
import type { Contestant } from '#shared/api.ts';
import { formatCount } from '#shared/format-count.ts';
import type { AwardForm } from './use-award-form.ts';

/**
 * Which contestants an award is open to: All contestants (the default, and
 * any added later), or Chosen contestants, one checkbox each in a list that
 * scrolls on its own (a room may hold 150). The checkboxes are drawn only
 * while Chosen is picked, so a closed dialog costs the dashboard nothing.
 */
export function AwardContestantPicker({
  form,
  contestants,
  narrowing,
}: {
  form: AwardForm;
  contestants: readonly Contestant[];
  /** Editing an award: say what taking contestants out of it does. */
  narrowing: boolean;
}) {
  const id = useId();
  const { draft, errors } = form;
  const errorId = `${id}-error`;
  const chosen = draft.openTo === 'chosen';
  const count = contestants.filter((c) => draft.chosen.has(c.id)).length;

  return (
    <fieldset
      className="award-picker"
      aria-describedby={errors.contestantIds ? errorId : undefined}
    >
      <legend className="award-picker__legend">Open to</legend>
      <div className="award-picker__modes">
        {(['all', 'chosen'] as const).map((mode) => (
          <label key={mode} className="award-picker__mode">
            <input
              type="radio"
              name={`${id}-open-to`}
              value={mode}
              checked={draft.openTo === mode}
              onChange={() => form.openTo(mode)}
            />
            {mode === 'all' ? 'All contestants' : 'Chosen contestants'}
          </label>
        ))}
      </div>
      {chosen && (
        <>
          <p className="award-picker__count" aria-live="polite">
            {formatCount(count)} of {formatCount(contestants.length)} chosen
          </p>
          {narrowing && (
            <p className="award-picker__count">
              A contestant taken out is taken out of this award's ballots too.
            </p>
          )}
          {contestants.length === 0 ? (
            <p className="muted">No contestants yet.</p>
          ) : (
            <ul className="award-picker__list" aria-label="Contestants">
              {contestants.map((contestant, index) => (
                <li key={contestant.id}>
                  <label className="award-picker__choice">
                    <input
                      ref={index === 0 ? form.firstChoiceRef : undefined}
                      type="checkbox"
                      checked={draft.chosen.has(contestant.id)}
                      onChange={(event) => form.choose(contestant.id, event.target.checked)}
                    />
                    <span>{contestant.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {errors.contestantIds && (
        <p id={errorId} className="field-error">
          {errors.contestantIds}
        </p>
      )}
    </fieldset>
  );
}
