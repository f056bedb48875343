import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import type { Coverage } from '#shared/expo.ts';
import { COVERAGE_WORDS, coverageParts } from './judging-text.ts';

/**
 * Coverage: how many projects no judge, one, two, or three or more judges
 * have seen, as four figures and a bar of their shares.
 */
export function CoverageFigures({ coverage }: { coverage: Coverage }) {
  const { i18n } = useLingui();
  const id = useId();
  const parts = coverageParts(coverage);
  return (
    <section className="expo-card__part" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="expo-card__subtitle">
        <Trans>Projects seen</Trans>
      </h4>
      <div className="expo-coverage__bar" aria-hidden="true">
        {parts.map(
          (part) =>
            part.count > 0 && (
              <span
                key={part.key}
                className={`expo-coverage__share expo-coverage--${part.key}`}
                style={{ flexGrow: part.percent }}
              />
            ),
        )}
      </div>
      <ul className="expo-coverage__figures">
        {parts.map((part) => (
          <li key={part.key} className="expo-coverage__figure" data-coverage={part.key}>
            <span
              className={`expo-coverage__swatch expo-coverage--${part.key}`}
              aria-hidden="true"
            />
            <strong className="expo-coverage__count">
              {formatNumber(part.count, i18n.locale)}
            </strong>
            <span className="expo-coverage__label">{i18n._(COVERAGE_WORDS[part.key])}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
