import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { Results } from '#shared/api.ts';
import { podiumSize, revealedPlaces, revealStepCount, winnerStep } from '#shared/reveal.ts';
import { Confetti } from './confetti.tsx';
import { pointsWord } from './results-places.ts';
import { StagedRevealPodium, StagedRevealRankings } from './staged-reveal-places.tsx';
import './staged-reveal.css';

/** One confetti burst each time this screen sees the reveal reach the winner (not on a reload). */
function useWinnerBurst(step: number, winnerAt: number): number {
  const [burst, setBurst] = useState(0);
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current < winnerAt && step >= winnerAt) setBurst((count) => count + 1);
    previous.current = step;
  }, [step, winnerAt]);
  return burst;
}

function headline(step: number, steps: number): string {
  if (step === 0) return 'Results are ready';
  return step >= steps ? 'The reveal is complete' : 'Revealing the results';
}

function guidance(step: number, steps: number, podium: number, resultsAddress: string): string {
  if (steps === 0) return 'No results to show: there were no contestants.';
  if (step >= steps)
    return `The results for everyone: ${resultsAddress.replace(/^https?:\/\//, '')}`;
  if (step === 0) {
    return podium > 1
      ? `Reveal the podium one place at a time, from #${podium} up to the winner.`
      : 'Reveal the winner.';
  }
  return `Step ${step} of ${steps}`;
}

/**
 * The big screen's staged reveal of the results, at the room's reveal step:
 * the podium from its lowest place up to #1 (with confetti for the winner),
 * then the complete ranking when there are more than 3 contestants. Places
 * not yet revealed are not on the page. `action` is the control that moves
 * the reveal on, shown while there is a step left; once the reveal is
 * complete, the screen names the public results page (`resultsAddress`).
 */
export function StagedReveal({
  results,
  step,
  action,
  resultsAddress,
}: {
  results: Results;
  step: number;
  action: ReactNode;
  resultsAddress: string;
}) {
  const headingId = useId();
  const scores = [...results.finalScores].sort((a, b) => a.rank - b.rank);
  const steps = revealStepCount(scores);
  const podium = podiumSize(scores);
  const revealed = revealedPlaces(scores, step);
  const showRankings = scores.length > 3 && step >= steps;
  const burst = useWinnerBurst(step, winnerStep(scores));
  const latest = revealed.at(-1);
  const latestScore = latest === undefined ? undefined : scores[latest - 1];

  return (
    <section className="staged-reveal" aria-labelledby={headingId}>
      <div className="staged-reveal__bar">
        <div className="staged-reveal__heading">
          <h2 id={headingId} className="staged-reveal__title">
            {headline(step, steps)}
          </h2>
          <p className="staged-reveal__guidance">{guidance(step, steps, podium, resultsAddress)}</p>
        </div>
        {action}
      </div>
      {showRankings ? (
        <StagedRevealRankings scores={scores} />
      ) : (
        podium > 0 && <StagedRevealPodium scores={scores} podium={podium} revealed={revealed} />
      )}
      <p className="visually-hidden" aria-live="polite">
        {showRankings
          ? 'Complete Rankings shown'
          : latestScore &&
            `#${latest}: ${latestScore.contestantName}, ${latestScore.totalPoints} ${pointsWord(latestScore.totalPoints)}`}
      </p>
      <Confetti burst={burst} />
    </section>
  );
}
