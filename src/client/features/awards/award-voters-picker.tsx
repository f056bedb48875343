import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { AWARD_VOTERS, type AwardVoters } from '#shared/constants.ts';
import { draftVoters } from './award-draft.ts';
import { AwardModes } from './award-modes.tsx';
import type { AwardForm } from './use-award-form.ts';
import { AWARD_VOTERS_WORDS, weightsWording } from './voters-wording.ts';

/** What each choice of who votes means, under the choices. */
const HINTS: Record<AwardVoters, MessageDescriptor> = {
  everyone: msg`Judges and participants vote, each ballot counted alike.`,
  judges: msg`Only judges vote. Participants do not see this award.`,
  audience: msg`Only participants vote. Judges do not see this award.`,
  judges_and_audience: msg`Both vote; each side's share of points is blended by the judges' weight.`,
};

/**
 * Who votes in an award: Everyone (the default), Judges only, Audience only,
 * or Judges and audience with the judges' weight in percent and the blend it
 * publishes ("Judges 70% · Audience 30%"). In an expo, Judges only, and
 * the other choices are off while it is chosen.
 */
export function AwardVotersPicker({ form, editing }: { form: AwardForm; editing: boolean }) {
  const id = useId();
  const { t, i18n } = useLingui();
  const { draft, errors } = form;
  const ids = { weight: `${id}-weight`, error: `${id}-weight-error`, hint: `${id}-hint` };
  const voting = draftVoters(draft);
  const expo = draft.format === 'expo';
  const blend = voting === 'judges_and_audience';
  const weight = Number(draft.judgesWeight);
  const shown = Number.isInteger(weight) && weight >= 0 && weight <= 100;

  return (
    <fieldset className="award-picker" aria-describedby={ids.hint}>
      <legend className="award-picker__legend">
        <Trans>Who votes</Trans>
      </legend>
      <AwardModes
        name={`${id}-voters`}
        modes={AWARD_VOTERS}
        chosen={voting}
        label={(voters) => i18n._(AWARD_VOTERS_WORDS[voters])}
        disabled={(voters) => expo && voters !== 'judges'}
        wraps
        onChoose={form.votedBy}
      />
      <p id={ids.hint} className="award-picker__count">
        {expo ? t`An expo is judged by judges only.` : i18n._(HINTS[voting])}
        {editing &&
          voting !== 'everyone' &&
          ` ${t`Ballots of a side that no longer votes are deleted.`}`}
      </p>
      {blend && (
        <div className="field award-weight">
          <label htmlFor={ids.weight}>
            <Trans>Judges' weight</Trans>
          </label>
          <div className="award-weight__row">
            <input
              ref={form.weightRef}
              id={ids.weight}
              className="input award-weight__input"
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              value={draft.judgesWeight}
              aria-invalid={errors.judgesWeight ? true : undefined}
              aria-describedby={errors.judgesWeight ? ids.error : undefined}
              onChange={(event) => form.weigh(event.target.value)}
            />
            <span aria-hidden="true">%</span>
            {shown && (
              <output className="badge award-weight__blend" htmlFor={ids.weight}>
                {weightsWording(i18n, weight)}
              </output>
            )}
          </div>
          {errors.judgesWeight && (
            <p id={ids.error} className="field-error">
              {errors.judgesWeight}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
