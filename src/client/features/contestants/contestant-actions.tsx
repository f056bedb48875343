import type { Contestant } from '#shared/api.ts';
import './contestant-actions.css';

/** What the organiser can do to a contestant while voting is open. */
export type ContestantActionHandlers = {
  onEdit: (contestant: Contestant) => void;
  onRemove: (contestant: Contestant) => void;
  onMove: (contestant: Contestant, step: -1 | 1) => void;
};

/**
 * Move up, Move down, Edit and Remove for one contestant, each named after
 * it for screen readers ("Move Project A up"). A move at either end of the
 * list is not offered.
 */
export function ContestantActions({
  contestant,
  first,
  last,
  handlers,
}: {
  contestant: Contestant;
  first: boolean;
  last: boolean;
  handlers: ContestantActionHandlers;
}) {
  const { name } = contestant;
  return (
    // Few elements: a room of 150 shows 150 of these (the dashboard's DOM budget).
    <div className="contestant-actions">
      <button
        type="button"
        className="button button--ghost button--small contestant-actions__move"
        aria-label={`Move ${name} up`}
        data-move={`${contestant.id}:up`}
        disabled={first}
        onClick={() => handlers.onMove(contestant, -1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="button button--ghost button--small contestant-actions__move"
        aria-label={`Move ${name} down`}
        data-move={`${contestant.id}:down`}
        disabled={last}
        onClick={() => handlers.onMove(contestant, 1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="button button--secondary button--small contestant-actions__edit"
        aria-label={`Edit ${name}`}
        onClick={() => handlers.onEdit(contestant)}
      >
        Edit
      </button>
      <button
        type="button"
        className="button button--ghost button--small contestant-actions__remove"
        aria-label={`Remove ${name}`}
        onClick={() => handlers.onRemove(contestant)}
      >
        Remove
      </button>
    </div>
  );
}
