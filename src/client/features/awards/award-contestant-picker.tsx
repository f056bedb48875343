import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import type { Contestant } from '#shared/api.ts';
import { AwardModes } from './award-modes.tsx';
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
  const { t, i18n } = useLingui();
  const { draft, errors } = form;
  const errorId = `${id}-error`;
  const chosen = draft.openTo === 'chosen';
  const chosenCount = formatNumber(
    contestants.filter((c) => draft.chosen.has(c.id)).length,
    i18n.locale,
  );
  const contestantCount = formatNumber(contestants.length, i18n.locale);

  return (
    <fieldset
      className="award-picker"
      aria-describedby={errors.contestantIds ? errorId : undefined}
    >
      <legend className="award-picker__legend">
        <Trans>Open to</Trans>
      </legend>
      <AwardModes
        name={`${id}-open-to`}
        modes={['all', 'chosen'] as const}
        chosen={draft.openTo}
        label={(mode) => (mode === 'all' ? t`All contestants` : t`Chosen contestants`)}
        onChoose={form.openTo}
      />
      {chosen && (
        <>
          <p className="award-picker__count" aria-live="polite">
            <Trans>
              {chosenCount} of {contestantCount} chosen
            </Trans>
          </p>
          {narrowing && (
            <p className="award-picker__count">
              <Trans>A contestant taken out is taken out of this award's ballots too.</Trans>
            </p>
          )}
          {contestants.length === 0 ? (
            <p className="muted">
              <Trans>No contestants yet.</Trans>
            </p>
          ) : (
            <ul className="award-picker__list" aria-label={t`Contestants`}>
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
