import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const contestantName = contestant.name;
  const { onTeamLink } = handlers;
  return (
    // Few elements: a room of 150 shows 150 of these (the dashboard's DOM budget).
    <div className="contestant-actions">
      {onTeamLink && (
        <button
          type="button"
          className="button button--ghost button--small contestant-actions__team"
          aria-label={t`Team link of ${contestantName}`}
          onClick={() => onTeamLink(contestant)}
        >
          <Trans>Team link</Trans>
          {members > 0 && (
            <span className="contestant-actions__members">
              {' · '}
              {t`${plural(members, { one: '# team member', other: '# team members' })}`}
            </span>
          )}
        </button>
      )}
      <button
        type="button"
        className="button button--ghost button--small contestant-actions__move"
        aria-label={t`Move ${contestantName} up`}
        data-move={`${contestant.id}:up`}
        disabled={first}
        onClick={() => handlers.onMove(contestant, -1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="button button--ghost button--small contestant-actions__move"
        aria-label={t`Move ${contestantName} down`}
        data-move={`${contestant.id}:down`}
        disabled={last}
        onClick={() => handlers.onMove(contestant, 1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="button button--secondary button--small contestant-actions__edit"
        aria-label={t`Edit ${contestantName}`}
        onClick={() => handlers.onEdit(contestant)}
      >
        <Trans>Edit</Trans>
      </button>
      <button
        type="button"
        className="button button--ghost button--small contestant-actions__remove"
        aria-label={t`Remove ${contestantName}`}
        onClick={() => handlers.onRemove(contestant)}
      >
        <Trans>Remove</Trans>
      </button>
    </div>
  );
}
