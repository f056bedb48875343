import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { type HeadingLevel, headingTag } from '#client/lib/results-places.ts';
import { type OwnPick, pickFinish, rankingRowId } from './own-picks.ts';
import './your-picks.css';

/**
 * Where the participant's own picks finished, each a link to its row in
 * Complete Rankings (when the results list every contestant); `awardId`
 * names the award whose rows they lead to on a page of several, and
 * `awardHeadingId` its heading, which names the section with its title.
 */
export function YourPicks({
  picks,
  linked,
  awardId,
  awardHeadingId,
  level = 2,
}: {
  picks: OwnPick[];
  linked: boolean;
  awardId?: string;
  awardHeadingId?: string;
  level?: HeadingLevel;
}) {
  const { i18n } = useLingui();
  const headingId = useId();
  const Title = headingTag(level);
  if (picks.length === 0) return null;
  const goTo = (contestantId: string) => {
    const row = document.getElementById(rankingRowId(contestantId, awardId));
    row?.scrollIntoView({ block: 'center' });
    row?.focus({ preventScroll: true });
  };
  return (
    <section
      className="card your-picks"
      aria-labelledby={awardHeadingId ? `${awardHeadingId} ${headingId}` : headingId}
    >
      <Title id={headingId} className="eyebrow your-picks__title">
        <Trans>Your picks</Trans>
      </Title>
      <ol className="your-picks__list">
        {picks.map((pick) => {
          const text = pickFinish(i18n, pick);
          return (
            <li key={pick.contestantId}>
              {linked ? (
                <button
                  type="button"
                  className="your-picks__link"
                  onClick={() => goTo(pick.contestantId)}
                >
                  {text}
                </button>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
