import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { appLanguage, chooseLanguage } from '#client/lib/i18n/app-language.ts';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '#shared/languages.ts';
import './language-switcher.css';

/**
 * The language of this device's screens, each named in its own language; the
 * choice is kept on the device. Shown in the brand bar of every page.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useLingui();
  const id = useId();
  const [switching, setSwitching] = useState(false);
  const current = isLanguage(i18n.locale) ? i18n.locale : appLanguage();
  return (
    <span className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t`Language`}
      </label>
      <select
        id={id}
        className="language-switcher__select"
        value={current}
        disabled={switching}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next)) return;
          setSwitching(true);
          chooseLanguage(next).finally(() => setSwitching(false));
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </span>
  );
}
