import { pointsWord } from '#client/lib/results-places.ts';
import type { FinalScore } from '#shared/api.ts';
import { scoreLabel } from '#shared/blend-labels.ts';
import { formatCount } from '#shared/format-count.ts';
import './score-figure.css';

/**
 * A contestant's figure in the results: its points — or, in an award of
 * judges and audience, its blended score, with the points each side gave
 * it beneath ("Judges 9 points · Audience 4 points").
 */
export function ScoreFigure({ score, block }: { score: FinalScore; block: string }) {
  const { blend } = score;
  if (!blend) {
    return (
      <p className={`${block}__points`}>
        <span className={`${block}__points-value`}>{formatCount(score.totalPoints)}</span>{' '}
        <span className={`${block}__points-unit`}>{pointsWord(score.totalPoints)}</span>
      </p>
    );
  }
  return (
    <div className={`${block}__points score-figure`}>
      <p className="score-figure__main">
        <span className={`${block}__points-value`}>{scoreLabel(blend.score)}</span>{' '}
        <span className={`${block}__points-unit`}>score</span>
      </p>
      <p className="score-figure__sides" data-testid="blend-sides">
        Judges {blend.judgesPoints} {pointsWord(blend.judgesPoints)} · Audience{' '}
        {blend.audiencePoints} {pointsWord(blend.audiencePoints)}
      </p>
    </div>
  );
}
