import type { Participant } from '#shared/api.ts';
import { PARTICIPANT_PAGE_SIZE } from '#shared/constants.ts';
import { pageRange, type useParticipantPage } from './use-participant-page.ts';

type ParticipantPage = ReturnType<typeof useParticipantPage>;

/**
 * A participant's team on their row: Set team while voting is open (showing
 * the team they are in, if any), else the team alone.
 */
function TeamOf({
  participant,
  team,
  onSetTeam,
}: {
  participant: Participant;
  team: string | undefined;
  onSetTeam: ((participant: Participant) => void) | undefined;
}) {
  const label = team ? `Team ${team}` : null;
  if (!onSetTeam) return label && <span className="badge participant-team">{label}</span>;
  return (
    <button
      type="button"
      className="button button--ghost button--small participant-team"
      aria-label={`Set team for ${participant.name}${label ? `, now ${label}` : ''}`}
      title={label ?? undefined}
      onClick={() => onSetTeam(participant)}
    >
      {label ?? 'Set team'}
    </button>
  );
}

/**
 * The room's participants a page at a time, with who has voted as the server
 * knows it: a search by name, a Not voted yet filter, and Previous / Next.
 */
export function ParticipantList({
  list,
  canRemove,
  onRemove,
  teamNames,
  onSetTeam,
}: {
  list: ParticipantPage;
  canRemove: boolean;
  onRemove: (participant: Participant) => void;
  /** Contestant names by id: a participant's team, as their row names it. */
  teamNames: ReadonlyMap<string, string>;
  /** Set team, while voting is open. */
  onSetTeam?: ((participant: Participant) => void) | undefined;
}) {
  const { page, query } = list;
  const shown = page?.participants ?? [];
  const filtered = query.search !== '' || query.notVoted;

  return (
    <div className="stack participant-browser">
      <div className="participant-filters">
        <input
          type="search"
          className="input participant-search"
          aria-label="Search participants"
          placeholder="Search participants"
          value={list.typed}
          onChange={(event) => list.search(event.target.value)}
        />
        <label className="participant-filter">
          <input
            type="checkbox"
            checked={query.notVoted}
            onChange={(event) => list.showNotVoted(event.target.checked)}
          />
          Not voted yet
        </label>
      </div>
      {list.error && (
        <p className="error-box participant-error" role="alert">
          Could not load participants: {list.error}{' '}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={list.retry}
          >
            Retry
          </button>
        </p>
      )}
      {page && shown.length === 0 && !filtered && (
        <p className="muted">Nobody has joined yet. Share the room code!</p>
      )}
      {page && shown.length === 0 && filtered && (
        <p className="muted">
          {query.search ? `No one matches “${query.search}”` : 'No one'}
          {query.notVoted ? ' who has not voted yet.' : '.'}
        </p>
      )}
      {shown.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        <section className="participant-scroll" aria-label="Participants" tabIndex={0}>
          <ul className="plain-list participant-list" data-testid="voter-list">
            {shown.map((participant) => (
              <li key={participant.id} className="participant-item">
                <span className="disc participant-avatar" aria-hidden="true">
                  {participant.name.slice(0, 1).toUpperCase()}
                </span>
                <span className="participant-name" title={participant.name}>
                  {participant.name}
                </span>
                <span className="spacer" />
                <TeamOf
                  participant={participant}
                  team={participant.teamId ? teamNames.get(participant.teamId) : undefined}
                  onSetTeam={onSetTeam}
                />
                {participant.voted ? (
                  <span className="badge badge--success">Voted</span>
                ) : (
                  <span className="badge badge--ended">Not voted</span>
                )}
                {canRemove && (
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`Remove ${participant.name}`}
                    title="Remove voter"
                    onClick={() => onRemove(participant)}
                  >
                    ✕
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {page && page.matching > 0 && (
        <div className="row participant-paging">
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={query.offset === 0}
            onClick={() => list.goTo(query.offset - PARTICIPANT_PAGE_SIZE)}
          >
            Previous
          </button>
          <span className="spacer" />
          <span className="muted" data-testid="participant-range" aria-live="polite">
            {pageRange(page, shown.length)}
          </span>
          <span className="spacer" />
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={query.offset + shown.length >= page.matching}
            onClick={() => list.goTo(query.offset + PARTICIPANT_PAGE_SIZE)}
          >
            Next
          </button>
        </div>
      )}
    </div>
  );
}
