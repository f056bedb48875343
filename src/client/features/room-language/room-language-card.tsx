import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '#shared/languages.ts';
import { roomLanguageApi } from './room-language-api.ts';
import { type AnsweredChange, shownLanguage } from './room-language-shown.ts';

/**
 * Room language: what the big screen (the presenter view and screen links)
 * speaks, at once, and what a phone starts in when its browser speaks none
 * of ours. Any organiser may change it at any time. `language` is the live
 * room's; each language is named in itself.
 */
export function RoomLanguageCard({
  session,
  language,
}: {
  session: AdminSession;
  language: Language;
}) {
  const { t } = useLingui();
  const id = useId();
  const [asked, setAsked] = useState<Language | null>(null);
  const [answered, setAnswered] = useState<AnsweredChange | null>(null);
  const [error, setError] = useState<string | null>(null);

  const change = async (next: Language) => {
    setAsked(next);
    setError(null);
    try {
      const { room } = await roomLanguageApi.set(session.roomId, session.adminToken, next);
      setAnswered({ from: language, to: room.language });
    } catch (caught) {
      const reason = getErrorMessage(caught);
      setError(t`The room language was not changed. ${reason}`);
    } finally {
      setAsked(null);
    }
  };

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        <label htmlFor={id}>
          <Trans>Room language</Trans>
        </label>
      </h2>
      <p id={`${id}-help`} className="muted">
        <Trans>
          The big screen speaks it: the presenter view and screen links. Phones start in it when
          their browser speaks none of these languages.
        </Trans>
      </p>
      <select
        id={id}
        className="input"
        value={shownLanguage(language, asked, answered)}
        disabled={asked !== null}
        aria-describedby={`${id}-help`}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) void change(next);
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
      {error && (
        <p className="error-box" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
