import type { Contestant } from '#shared/api.ts';
import { ContestantGrid } from './contestant-grid.tsx';

/** The dashboard's Contestants: the grid, and + Add Contestant while voting is open. */
export function ContestantsSection({
  contestants,
  canAdd,
  onAdd,
}: {
  contestants: Contestant[];
  canAdd: boolean;
  onAdd: () => void;
}) {
  return (
    <section className="stack" aria-labelledby="contestants-title">
      <div className="row">
        <h2 id="contestants-title" className="section-title">
          Contestants
        </h2>
        <span className="spacer" />
        {canAdd && (
          <button type="button" className="button button--primary button--small" onClick={onAdd}>
            + Add Contestant
          </button>
        )}
      </div>
      <ContestantGrid contestants={contestants} />
    </section>
  );
}
