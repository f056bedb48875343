import { Trans, useLingui } from '@lingui/react/macro';
import type { Contestant, OwnParticipant } from '#shared/api.ts';
import { exclusionOf } from './standing.ts';
import './not-yours-to-rank.css';

/**
 * The contestants of the open ballot this voter may not rank — their own
 * team, or a judge's conflict of interest — each a card that says so and
 * offers no way to rank it.
 */
export function NotYoursToRank({
  voter,
  contestants,
}: {
  voter: OwnParticipant | null;
  contestants: readonly Contestant[];
}) {
  const { i18n } = useLingui();
  const shown = contestants.flatMap((contestant) => {
    const why = exclusionOf(i18n, voter, contestant.id);
    return why ? [{ contestant, why }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <section className="card stack not-yours" aria-labelledby="not-yours-title">
      <h2 id="not-yours-title" className="eyebrow">
        <Trans>Not yours to rank</Trans>
      </h2>
      <ul className="plain-list not-yours__list">
        {shown.map(({ contestant, why }) => (
          <li key={contestant.id} className="not-yours__card" data-testid="not-yours-card">
            <span className="not-yours__name">{contestant.name}</span>
            <span className="badge not-yours__why">{why}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
