import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const participantName = participant.name;
  const teamName = team;
  const label = teamName ? t`Team ${teamName}` : null;
  if (!onSetTeam) return label && <span className="badge participant-team">{label}</span>;
  return (
    <button
      type="button"
      className="button button--ghost button--small participant-team"
      aria-label={
        teamName
          ? t`Set team for ${participantName}, now Team ${teamName}`
          : t`Set team for ${participantName}`
      }
      title={label ?? undefined}
      onClick={() => onSetTeam(participant)}
    >
      {label ?? t`Set team`}
    </button>
  );
}

/** What the list says when no one matches the search or the Not voted yet filter. */
function noMatch(i18n: I18n, search: string, notVoted: boolean): string {
  if (search && notVoted) return i18n._(msg`No one matches “${search}” who has not voted yet.`);
  if (search) return i18n._(msg`No one matches “${search}”.`);
  if (notVoted) return i18n._(msg`No one who has not voted yet.`);
  return i18n._(msg`No one.`);
}

/** One participant on their row: name, team, whether they voted, and Remove. */
function ParticipantItem({
  participant,
  team,
  canRemove,
  onRemove,
  onSetTeam,
}: {
  participant: Participant;
  team: string | undefined;
  canRemove: boolean;
  onRemove: (participant: Participant) => void;
  onSetTeam: ((participant: Participant) => void) | undefined;
}) {
  const { t } = useLingui();
  const participantName = participant.name;
  return (
    <li className="participant-item">
      <span className="disc participant-avatar" aria-hidden="true">
        {participantName.slice(0, 1).toUpperCase()}
      </span>
      <span className="participant-name" title={participantName}>
        {participantName}
      </span>
      <span className="spacer" />
      <TeamOf participant={participant} team={team} onSetTeam={onSetTeam} />
      {participant.voted ? (
        <span className="badge badge--success">
          <Trans>Voted</Trans>
        </span>
      ) : (
        <span className="badge badge--ended">
          <Trans>Not voted</Trans>
        </span>
      )}
      {canRemove && (
        <button
          type="button"
          className="icon-button"
          aria-label={t`Remove ${participantName}`}
          title={t`Remove voter`}
          onClick={() => onRemove(participant)}
        >
          ✕
        </button>
      )}
    </li>
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
  const { t, i18n } = useLingui();
  const { page, query } = list;
  const shown = page?.participants ?? [];
  const filtered = query.search !== '' || query.notVoted;
  const loadError = list.error;

  return (
    <div className="stack participant-browser">
      <div className="participant-filters">
        <input
          type="search"
          className="input participant-search"
          aria-label={t`Search participants`}
          placeholder={t`Search participants`}
          value={list.typed}
          onChange={(event) => list.search(event.target.value)}
        />
        <label className="participant-filter">
          <input
            type="checkbox"
            checked={query.notVoted}
            onChange={(event) => list.showNotVoted(event.target.checked)}
          />
          <Trans>Not voted yet</Trans>
        </label>
      </div>
      {loadError && (
        <p className="error-box participant-error" role="alert">
          <Trans>Could not load participants: {loadError}</Trans>{' '}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={list.retry}
          >
            <Trans>Retry</Trans>
          </button>
        </p>
      )}
      {page && shown.length === 0 && !filtered && (
        <p className="muted">
          <Trans>Nobody has joined yet. Share the room code!</Trans>
        </p>
      )}
      {page && shown.length === 0 && filtered && (
        <p className="muted">{noMatch(i18n, query.search, query.notVoted)}</p>
      )}
      {shown.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        <section className="participant-scroll" aria-label={t`Participants`} tabIndex={0}>
          <ul className="plain-list participant-list" data-testid="voter-list">
            {shown.map((participant) => (
              <ParticipantItem
                key={participant.id}
                participant={participant}
                team={participant.teamId ? teamNames.get(participant.teamId) : undefined}
                canRemove={canRemove}
                onRemove={onRemove}
                onSetTeam={onSetTeam}
              />
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
            <Trans context="page of a list">Previous</Trans>
          </button>
          <span className="spacer" />
          <span className="muted" data-testid="participant-range" aria-live="polite">
            {pageRange(i18n, page, shown.length)}
          </span>
          <span className="spacer" />
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={query.offset + shown.length >= page.matching}
            onClick={() => list.goTo(query.offset + PARTICIPANT_PAGE_SIZE)}
          >
            <Trans context="page of a list">Next</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
