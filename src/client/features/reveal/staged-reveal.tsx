import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Confetti } from '#client/components/confetti.tsx';
import { Fingerprint } from '#client/components/fingerprint.tsx';
import { awardsOf } from '#client/lib/results-awards.ts';
import type { AwardResults, Results } from '#shared/api.ts';
import { podiumSize, revealCards } from '#shared/reveal.ts';
import { AwardLabel, AwardTitleCard, RevealAgenda } from './award-title-card.tsx';
import { inRankOrder, type RevealScreen, revealScreen, winnerSteps } from './reveal-progress.ts';
import {
  revealAnnouncement,
  revealGuidance,
  revealHeadline,
  votersWording,
} from './reveal-wording.ts';
import { StagedRevealPodium } from './staged-reveal-places.tsx';
import { StagedRevealRankings } from './staged-reveal-rankings.tsx';
import './staged-reveal.css';

/** One confetti burst each time this screen sees the reveal reach an award's #1 (not on a reload). */
function useWinnerBurst(step: number, winnersAt: readonly number[]): number {
  const [burst, setBurst] = useState(0);
  const previous = useRef(step);
  const key = winnersAt.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for winnersAt's contents
  useEffect(() => {
    if (winnersAt.some((at) => previous.current < at && step >= at)) {
      setBurst((count) => count + 1);
    }
    previous.current = step;
  }, [step, key]);
  return burst;
}

/**
 * The big screen's staged reveal of the results, at the room's reveal step
 * (the steps of `revealCards`): for a room of several awards, each award's
 * title card, then its podium from the lowest place up to #1 (with confetti
 * for each #1), then its complete ranking when it has more than 3
 * contestants; a room of one award has no title card. Places not yet
 * revealed are not on the page. `action` is the control that moves the
 * reveal on, shown while there is a step left; once the reveal is
 * complete, the screen names the public results page (`resultsAddress`)
 * and shows the ballot record's fingerprint, for anyone to note and check.
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
  const { i18n } = useLingui();
  const headingId = useId();
  const awards = awardsOf(results).map((award) => ({
    ...award,
    finalScores: inRankOrder(award.finalScores),
  }));
  const titled = awards.length > 1;
  const steps = revealCards(awards).length;
  const screen = revealScreen(awards, step);
  const burst = useWinnerBurst(step, winnerSteps(awards));
  const first = awards[0]?.finalScores ?? [];
  const guidance = revealGuidance(
    { step, steps, awards: awards.length, podium: podiumSize(first), address: resultsAddress },
    i18n,
  );
  const onlyVoters = titled ? null : votersWording(awards[0], i18n);

  return (
    <section
      className={`staged-reveal${titled ? ' staged-reveal--awards' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="staged-reveal__bar">
        <div className="staged-reveal__heading">
          <h2 id={headingId} className="staged-reveal__title">
            {revealHeadline(step, steps, i18n)}
          </h2>
          <p className="staged-reveal__guidance">{guidance}</p>
        </div>
        {titled && screen.kind !== 'ready' && screen.kind !== 'title' && (
          <AwardLabel
            name={awards[screen.award]?.awardName ?? ''}
            voters={votersWording(awards[screen.award], i18n)}
          />
        )}
        {onlyVoters && <p className="award-label__voters">{onlyVoters}</p>}
        {action}
        {/* Beside the headline, not under the results: the ranking keeps the height. */}
        {step >= steps && results.fingerprint && (
          <div className="staged-reveal__fingerprint">
            <p className="staged-reveal__fingerprint-label">
              <Trans>Ballot record fingerprint</Trans>
            </p>
            <Fingerprint hex={results.fingerprint} />
          </div>
        )}
      </div>
      <RevealBody screen={screen} awards={awards} titled={titled} />
      <p className="visually-hidden" aria-live="polite">
        {revealAnnouncement(screen, awards, titled, i18n)}
      </p>
      <Confetti burst={burst} />
    </section>
  );
}

function RevealBody({
  screen,
  awards,
  titled,
}: {
  screen: RevealScreen;
  awards: readonly AwardResults[];
  titled: boolean;
}) {
  const { i18n } = useLingui();
  if (screen.kind === 'ready') {
    if (titled) return <RevealAgenda names={awards.map((award) => award.awardName)} />;
    const scores = awards[0]?.finalScores ?? [];
    const podium = podiumSize(scores);
    return podium > 0 && <StagedRevealPodium scores={scores} podium={podium} revealed={[]} />;
  }
  const award = awards[screen.award];
  if (!award) return null;
  if (screen.kind === 'title') {
    return (
      <AwardTitleCard
        name={award.awardName}
        voters={votersWording(award, i18n)}
        position={screen.award + 1}
        count={awards.length}
        empty={award.finalScores.length === 0}
      />
    );
  }
  // Under the award's name (in the bar above) when there are several.
  const level = titled ? 4 : 3;
  return screen.kind === 'rankings' ? (
    <StagedRevealRankings scores={award.finalScores} level={level} />
  ) : (
    <StagedRevealPodium
      scores={award.finalScores}
      podium={podiumSize(award.finalScores)}
      revealed={screen.revealed}
      level={level}
    />
  );
}
