import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { TextField } from '#client/components/text-field.tsx';
import {
  AWARD_FORMATS,
  type AwardFormat,
  MAX_ROUTE_SIZE,
  MIN_ROUTE_SIZE,
} from '#shared/constants.ts';
import { AwardModes } from './award-modes.tsx';
import type { AwardForm } from './use-award-form.ts';

const FORMAT_WORDS: Record<AwardFormat, MessageDescriptor> = {
  top_three: msg`Top three on every phone`,
  expo: msg`Judged at an expo`,
};

/** What each way of voting means, under the choices. */
const HINTS: Record<AwardFormat, MessageDescriptor> = {
  top_three: msg`Everyone who votes in it ranks their top three on their phone.`,
  expo: msg`Projects stand at numbered tables. Each judge walks a route of projects and ranks all they saw; the jury order comes from those rankings.`,
};

/**
 * How an award is voted: a top three on every phone (the default), or judged
 * at an expo, with how many projects each judge's route holds. An expo is
 * judged by judges only: choosing it sets who votes.
 */
export function AwardFormatPicker({ form, editing }: { form: AwardForm; editing: boolean }) {
  const id = useId();
  const { i18n } = useLingui();
  const { draft, errors } = form;
  const hintId = `${id}-hint`;
  const expo = draft.format === 'expo';

  return (
    <fieldset className="award-picker" aria-describedby={hintId}>
      <legend className="award-picker__legend">
        <Trans>How it is voted</Trans>
      </legend>
      <AwardModes
        name={`${id}-format`}
        modes={AWARD_FORMATS}
        chosen={draft.format}
        label={(format) => i18n._(FORMAT_WORDS[format])}
        wraps
        onChoose={form.formatAs}
      />
      <p id={hintId} className="award-picker__count">
        {i18n._(HINTS[draft.format])}
        {editing &&
          ` ${i18n._(msg`Once the award has ballots, the way it is voted can't change.`)}`}
      </p>
      {expo && (
        <TextField
          id={`${id}-size`}
          inputRef={form.routeSizeRef}
          inputClassName="award-route-size__input"
          label={<Trans>Projects per judge</Trans>}
          hint={
            <Trans>
              How many projects each judge's route holds, from {MIN_ROUTE_SIZE} to {MAX_ROUTE_SIZE}.
            </Trans>
          }
          error={errors.routeSize}
          type="number"
          inputMode="numeric"
          min={MIN_ROUTE_SIZE}
          max={MAX_ROUTE_SIZE}
          step={1}
          value={draft.routeSize}
          onChange={(event) => form.sizeRoute(event.target.value)}
        />
      )}
    </fieldset>
  );
}
