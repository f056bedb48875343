import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { JudgeProgress } from '#shared/expo.ts';
import { absentMadeLabel, progressLabel, routeLength } from './judging-text.ts';

/**
 * Each judge's progress on their route: "7 of 10 seen, ranked", with a bar,
 * and the projects they reported absent.
 */
export function JudgeProgressList({
  judges,
  routeSize,
}: {
  judges: readonly JudgeProgress[];
  routeSize: number;
}) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <section className="expo-card__part" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="expo-card__subtitle">
        <Trans>Judges' progress</Trans>
      </h4>
      {judges.length === 0 ? (
        <p className="muted">
          <Trans>No judges yet: invite judges to walk the expo.</Trans>
        </p>
      ) : (
        <ul className="plain-list expo-progress">
          {judges.map((judge) => {
            const absent = absentMadeLabel(i18n, judge);
            const share = Math.min(1, judge.seen / Math.max(1, routeLength(judge, routeSize)));
            return (
              <li key={judge.judgeId} className="expo-progress__judge">
                <strong className="expo-progress__name">{judge.name}</strong>
                <span
                  className={`expo-progress__state${judge.ranked > 0 ? ' expo-progress__state--ranked' : ''}`}
                >
                  {progressLabel(i18n, judge, routeSize)}
                </span>
                {absent && <span className="expo-progress__absent">{absent}</span>}
                <span className="expo-progress__bar" aria-hidden="true">
                  <span style={{ inlineSize: `${share * 100}%` }} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
