import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { AwardNameField } from '#client/components/award-name-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import type { FinalistsForm } from './use-finalists-form.ts';
import './finalists-form.css';

/**
 * Send the top N to the stage vote, once judging has closed: how many, and
 * where to — a new award (its name; the audience or everyone votes) or one
 * of the room's nobody has voted in. Says which award got them, or why not.
 */
export function FinalistsFormView({
  form,
  projectCount,
}: {
  form: FinalistsForm;
  projectCount: number;
}) {
  const { t } = useLingui();
  const id = useId();
  const ids = {
    title: `${id}-title`,
    count: `${id}-count`,
    name: `${id}-name`,
    award: `${id}-award`,
  };
  const { draft, errors, targets, sending, sent } = form;
  const typed = Number(draft.count);
  const count = Number.isInteger(typed) && typed > 0 ? typed : null;
  const sentCount = sent?.count ?? 0;
  const sentTo = sent?.awardName ?? '';

  return (
    <form className="expo-finalists" noValidate onSubmit={form.submit} aria-labelledby={ids.title}>
      <h4 id={ids.title} className="expo-card__subtitle">
        <Trans>Stage vote</Trans>
      </h4>
      <p className="expo-card__note">
        <Trans>
          The first projects of the jury order go to an award voted on phones, on the stage.
        </Trans>
      </p>
      <fieldset className="expo-finalists__fields" disabled={sending}>
        <TextField
          id={ids.count}
          inputRef={form.countRef}
          inputClassName="expo-finalists__count"
          label={<Trans context="form field">Finalists</Trans>}
          error={errors.count}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, Math.min(50, projectCount))}
          step={1}
          value={draft.count}
          onChange={(event) => form.change({ count: event.target.value })}
        />
        <fieldset className="expo-finalists__choice">
          <legend>
            <Trans>Send them to</Trans>
          </legend>
          <label className="expo-finalists__option">
            <input
              type="radio"
              name={`${id}-target`}
              checked={draft.target === 'new'}
              onChange={() => form.change({ target: 'new' })}
            />
            <Trans>A new award</Trans>
          </label>
          <label className="expo-finalists__option">
            <input
              type="radio"
              name={`${id}-target`}
              checked={draft.target === 'existing'}
              disabled={targets.length === 0}
              onChange={() => form.change({ target: 'existing' })}
            />
            <Trans>An award nobody has voted in</Trans>
          </label>
        </fieldset>
        {draft.target === 'new' ? (
          <>
            <AwardNameField
              id={ids.name}
              inputRef={form.nameRef}
              error={errors.name}
              value={draft.name}
              onChange={(event) => form.change({ name: event.target.value })}
            />
            <fieldset className="expo-finalists__choice">
              <legend>
                <Trans>Who votes</Trans>
              </legend>
              <label className="expo-finalists__option">
                <input
                  type="radio"
                  name={`${id}-voters`}
                  checked={draft.voters === 'audience'}
                  onChange={() => form.change({ voters: 'audience' })}
                />
                <Trans>Audience only</Trans>
              </label>
              <label className="expo-finalists__option">
                <input
                  type="radio"
                  name={`${id}-voters`}
                  checked={draft.voters === 'everyone'}
                  onChange={() => form.change({ voters: 'everyone' })}
                />
                {t({
                  message: 'Everyone',
                  comment: 'Who votes in an award: judges and participants',
                })}
              </label>
            </fieldset>
          </>
        ) : (
          <div className="field">
            <label htmlFor={ids.award}>
              <Trans context="the award finalists go to">Award</Trans>
            </label>
            <select
              id={ids.award}
              className="input"
              value={draft.awardId}
              onChange={(event) => form.change({ awardId: event.target.value })}
            >
              {targets.map((award) => (
                <option key={award.id} value={award.id}>
                  {award.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </fieldset>
      {form.refusal && (
        <p className="error-box" role="alert">
          {form.refusal}
        </p>
      )}
      <p className="expo-finalists__sent" role="status">
        {sent &&
          t`${plural(sentCount, {
            one: `The top project went to ${sentTo}: phones can vote in it now.`,
            other: `The top # went to ${sentTo}: phones can vote in it now.`,
          })}`}
      </p>
      <div className="row">
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending
            ? t`Sending...`
            : count === null
              ? t`Send the finalists to the stage vote`
              : t`${plural(count, {
                  one: 'Send the top project to the stage vote',
                  other: 'Send the top # to the stage vote',
                })}`}
        </button>
      </div>
    </form>
  );
}
