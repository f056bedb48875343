import { useId } from 'react';
import { ScoreFigure } from '#client/components/score-figure.tsx';
import { TieNotes } from '#client/components/tie-notes.tsx';
import { Breakdown } from '#client/components/vote-breakdown.tsx';
import { type HeadingLevel, headingTag, medalOf, tieLinesOf } from '#client/lib/results-places.ts';
import type { FinalScore } from '#shared/api.ts';
import { tieBreaks } from '#shared/tie-break.ts';
import { revealedTieLines } from './staged-reveal-ties.ts';
import './staged-reveal-rankings.css';

/**
 * The podium as far as the reveal has gone: each revealed place with name,
 * points, breakdown and tie explanation; a place still hidden is an empty
 * slot with its number only, so nothing of it is on the page to peek at.
 * Names are headings at `level` (under an award's name, one deeper).
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
  const Name = headingTag(level);
  const places = Array.from({ length: podium }, (_, index) => index + 1);
  return (
    <ol className={`staged-reveal__podium staged-reveal__podium--${podium}`} aria-label="Podium">
      {places.map((place) => {
        const score = scores[place - 1];
        const className = `staged-reveal__place staged-reveal__place--${place}`;
        if (!score || !revealed.includes(place)) {
          return (
            <li key={place} className={`${className} staged-reveal__place--hidden`} aria-hidden>
              <span className="staged-reveal__rank">#{place}</span>
              <span className="staged-reveal__mystery">?</span>
            </li>
          );
        }
        const lines = score.blend
          ? []
          : revealedTieLines(scores, place - 1, revealed.includes(place - 1));
        return (
          <li key={place} className={`${className} staged-medal--${medalOf(place)}`}>
            <span className="staged-reveal__rank">#{place}</span>
            {place === 1 && <p className="staged-reveal__kicker">Winner</p>}
            <Name className="staged-reveal__name">{score.contestantName}</Name>
            <ScoreFigure score={score} block="staged-reveal" />
            <Breakdown breakdown={score.voteBreakdown} />
            <TieNotes lines={lines} />
          </li>
        );
      })}
    </ol>
  );
}

/** The last step: every contestant with rank, breakdown, points and tie explanation. */
export function StagedRevealRankings({
  scores,
  level = 3,
}: {
  scores: readonly FinalScore[];
  level?: HeadingLevel;
}) {
  const headingId = useId();
  const Title = headingTag(level);
  // A blended award is ranked by its score, not points: no tie on points to explain.
  const ties = scores[0]?.blend ? new Map<string, string[]>() : tieBreaks(scores);
  // Column by column, so the list reads top to bottom when it takes two.
  const rows = scores.length > 8 ? Math.ceil(scores.length / 2) : scores.length;
  return (
    <section className="staged-reveal__rankings" aria-labelledby={headingId}>
      <Title id={headingId} className="staged-reveal__rankings-title">
        Complete Rankings
      </Title>
      <ol
        className="staged-reveal__ranking-list"
        style={{ gridTemplateRows: `repeat(${rows}, auto)` }}
      >
        {scores.map((score, index) => (
          <li
            key={score.contestantId}
            className={`staged-reveal__ranking staged-medal--${medalOf(index + 1)}`}
          >
            <span className="staged-reveal__ranking-rank">#{index + 1}</span>
            <span className="staged-reveal__ranking-name">{score.contestantName}</span>
            <Breakdown breakdown={score.voteBreakdown} />
            <ScoreFigure score={score} block="staged-reveal" />
            <TieNotes lines={tieLinesOf(ties, score.contestantId)} />
          </li>
        ))}
      </ol>
    </section>
  );
}
