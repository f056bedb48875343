import type { Contestant } from '#shared/api.ts';
import './contestant-actions.css';

/** What the organiser can do to a contestant while voting is open. */
export type ContestantActionHandlers = {
  onEdit: (contestant: Contestant) => void;
  onRemove: (contestant: Contestant) => void;
  onMove: (contestant: Contestant, step: -1 | 1) => void;
  /** Shows a new team link for the contestant; absent where teams are not offered. */
  onTeamLink?: ((contestant: Contestant) => void) | undefined;
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
  members = 0,
}: {
  contestant: Contestant;
  first: boolean;
  last: boolean;
  handlers: ContestantActionHandlers;
  /** How many joined as its team. */
  members?: number;
}) {
  const { name } = contestant;
  const { onTeamLink } = handlers;
  return (
    // Few elements: a room of 150 shows 150 of these (the dashboard's DOM budget).
    <div className="contestant-actions">
      {onTeamLink && (
        <button
          type="button"
          className="button button--ghost button--small contestant-actions__team"
          aria-label={`Team link of ${name}`}
          onClick={() => onTeamLink(contestant)}
        >
          Team link
          {members > 0 && (
            <span className="contestant-actions__members">
              {' · '}
              {members} team {members === 1 ? 'member' : 'members'}
            </span>
          )}
        </button>
      )}
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
