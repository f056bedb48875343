import { Trans, useLingui } from '@lingui/react/macro';
import { resultsLink } from '#client/lib/links.ts';
import type { Contestant, Results, Room } from '#shared/api.ts';
import { AwardResultsList } from './award-results.tsx';
import { awardSections, onlyAwardVoters } from './award-sections.ts';
import { ResultsSummary } from './results-summary.tsx';
import { ShareResultsButton } from './share-results-button.tsx';
import './final-results-section.css';

/**
 * The dashboard's Final Results, once voting has ended. Share Results shares
 * the room's public results page, at the address phones reach. A room of
 * several awards shows each under its name, in the organiser's order.
 */
export function FinalResultsSection({
  room,
  results,
  contestants,
  publicUrl,
}: {
  room: Room;
  results: Results;
  contestants: Contestant[];
  /** The address phones reach, for the shared link. */
  publicUrl: string;
}) {
  const { i18n } = useLingui();
  const sections = awardSections(results);
  return (
    <section className="stack" aria-labelledby="final-results">
      <div className="final-results__header">
        <h2 id="final-results" className="section-title">
          <Trans>Final Results</Trans>
        </h2>
        <ShareResultsButton room={room} results={results} url={resultsLink(publicUrl, room.code)} />
      </div>
      {sections.length > 1 ? (
        <AwardResultsList sections={sections} contestants={contestants} level={3} />
      ) : (
        <ResultsSummary
          results={results}
          contestants={contestants}
          voters={onlyAwardVoters(i18n, results)}
        />
      )}
    </section>
  );
}
