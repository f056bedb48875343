import { useId } from 'react';
import { type HeadingLevel, headingTag } from '#client/lib/results-places.ts';
import { type OwnPick, placeWord, rankingRowId } from './own-picks.ts';
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
        Your picks
      </Title>
      <ol className="your-picks__list">
        {picks.map((pick) => {
          const text = `${pick.pick}, ${pick.name}, finished ${placeWord(pick.rank)}${pick.rank <= 3 ? ' (on the podium)' : ''}`;
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
