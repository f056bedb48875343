import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import { appI18n, appLanguage } from '#client/lib/i18n/app-language.ts';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import { issueText } from '#client/lib/validation-wording.ts';
import { createRoomApi } from './create-room-api.ts';
import { useIdempotencyKey } from './use-idempotency-key.ts';
// Before the schemas: see the module.
import '#client/lib/schemas-without-eval.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import { ROOM_NAME_MAX_LENGTH, ROOM_TITLE_MAX_LENGTH } from '#shared/constants.ts';
import { createRoomInput } from '#shared/schemas.ts';

type Fields = { name: string; title: string };

/** Create Room: room name and challenge title, checked with the shared schema. */
export function CreateRoomForm({
  onCreated,
  onBack,
}: {
  onCreated: (session: AdminSession) => void;
  onBack: () => void;
}) {
  const { t, i18n } = useLingui();
  const [fields, setFields] = useState<Fields>({ name: '', title: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const nameId = useId();
  const titleId = useId();

  const idempotency = useIdempotencyKey();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createRoomInput.safeParse(fields);
    if (!parsed.success) {
      const next: Partial<Record<keyof Fields, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'name' || key === 'title') && !next[key])
          next[key] = issueText(issue, appI18n);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setFailure(null);
    setCreating(true);
    try {
      const asked = { ...parsed.data, language: appLanguage() };
      const created = await createRoomApi.createRoom(asked, idempotency.keyFor(asked));
      idempotency.done();
      onCreated({ roomId: created.room.id, adminToken: created.adminToken });
    } catch (error) {
      setFailure(getErrorMessage(error));
      setCreating(false);
    }
  };

  const maxNameLength = formatNumber(ROOM_NAME_MAX_LENGTH, i18n.locale);
  return (
    <form className="card stack" onSubmit={submit} noValidate>
      <div className="stack" style={{ gap: 4 }}>
        <h1 className="section-title" style={{ fontSize: '1.5rem' }}>
          <Trans>Create Room</Trans>
        </h1>
        <p className="muted">
          <Trans>Set up a voting room for your contest.</Trans>
        </p>
      </div>
      <div className="field">
        <label htmlFor={nameId}>
          <Trans>Room Name</Trans>
        </label>
        <input
          id={nameId}
          className="input"
          value={fields.name}
          maxLength={ROOM_NAME_MAX_LENGTH}
          placeholder={t`Hack Night 2026`}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={`${nameId}-hint`}
          onChange={(event) => setFields({ ...fields, name: event.target.value })}
        />
        <span id={`${nameId}-hint`} className={errors.name ? 'field-error' : 'hint'}>
          {errors.name ?? t`Up to ${maxNameLength} characters.`}
        </span>
      </div>
      <div className="field">
        <label htmlFor={titleId}>
          <Trans>Challenge Title</Trans>
        </label>
        <input
          id={titleId}
          className="input"
          value={fields.title}
          maxLength={ROOM_TITLE_MAX_LENGTH}
          placeholder={t`Best vibe-coded app`}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${titleId}-error` : undefined}
          onChange={(event) => setFields({ ...fields, title: event.target.value })}
        />
        {errors.title && (
          <span id={`${titleId}-error`} className="field-error">
            {errors.title}
          </span>
        )}
      </div>
      {failure && (
        <div className="error-box" role="alert">
          {failure}
        </div>
      )}
      <button type="submit" className="button button--gradient button--block" disabled={creating}>
        {creating ? t`Creating Room...` : t`Create Room`}
      </button>
      <button type="button" className="button button--ghost button--block" onClick={onBack}>
        <Trans>Back to Home</Trans>
      </button>
    </form>
  );
}
