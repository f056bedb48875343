import { Trans, useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { ScoreFigure } from '#client/components/score-figure.tsx';
import { TieNotes } from '#client/components/tie-notes.tsx';
import { Breakdown } from '#client/components/vote-breakdown.tsx';
import { type HeadingLevel, headingTag, medalOf, placeText } from '#client/lib/results-places.ts';
import type { FinalScore } from '#shared/api.ts';
import { nameFit } from './name-fit.ts';
import { revealedTieLines } from './staged-reveal-ties.ts';
import { useShrinkToFit } from './use-shrink-to-fit.ts';
import './staged-reveal-podium.css';

/**
 * The podium as far as the reveal has gone: each revealed place with name,
 * points, breakdown and tie explanation; a place still hidden is an empty
 * slot with its number only, so nothing of it is on the page to peek at.
 * Names are headings at `level` (under an award's name, one deeper). A long
 * name gets smaller type than a short one, and the whole podium shrinks as
 * far as it must to fit the screen with its tie notes.
 */
export function StagedRevealPodium({
  scores,
  podium,
  revealed,
  level = 3,
}: {
  scores: readonly FinalScore[];
  podium: number;
  revealed: readonly number[];
  level?: HeadingLevel;
}) {
  const { t, i18n } = useLingui();
  const Name = headingTag(level);
  const places = Array.from({ length: podium }, (_, index) => index + 1);
  const shown = revealed.map((place) => scores[place - 1]?.contestantId).join(' ');
  // Fitted again when the places shown or their language change (tie notes, Winner).
  const box = useShrinkToFit<HTMLOListElement>(`${i18n.locale} ${shown}`);
  return (
    <ol
      ref={box}
      className={`staged-reveal__podium staged-reveal__podium--${podium}`}
      aria-label={t`Podium`}
    >
      {places.map((place) => {
        const score = scores[place - 1];
        const className = `staged-reveal__place staged-reveal__place--${place}`;
        if (!score || !revealed.includes(place)) {
          return (
            <li key={place} className={`${className} staged-reveal__place--hidden`} aria-hidden>
              <span className="staged-reveal__rank">{placeText(i18n, place)}</span>
              <span className="staged-reveal__mystery">?</span>
            </li>
          );
        }
        const lines =
          score.blend || score.jury
            ? []
            : revealedTieLines(scores, place - 1, revealed.includes(place - 1), i18n);
        return (
          <li key={place} className={`${className} staged-medal--${medalOf(place)}`}>
            <span className="staged-reveal__rank">{placeText(i18n, place)}</span>
            {place === 1 && (
              <p className="staged-reveal__kicker">
                <Trans>Winner</Trans>
              </p>
            )}
            <Name
              className="staged-reveal__name"
              style={{ '--name-fit': nameFit(score.contestantName) } as CSSProperties}
            >
              {score.contestantName}
            </Name>
            <ScoreFigure score={score} block="staged-reveal" />
            <Breakdown breakdown={score.voteBreakdown} />
            <TieNotes lines={lines} />
          </li>
        );
      })}
    </ol>
  );
}
