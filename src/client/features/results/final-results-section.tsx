import type { Contestant, Results } from '#shared/api.ts';
import { ResultsSummary } from './results-summary.tsx';

/** The dashboard's Final Results, once voting has ended. */
export function FinalResultsSection({
  results,
  contestants,
}: {
  results: Results;
  contestants: Contestant[];
}) {
  return (
    <section className="stack" aria-labelledby="final-results">
      <h2 id="final-results" className="section-title">
        Final Results
      </h2>
      <ResultsSummary results={results} contestants={contestants} />
    </section>
  );
}
