import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { timeAgo } from '#client/lib/time-ago.ts';
import { useNow } from '#client/lib/use-now.ts';
import type { AdminLogEntry } from '#shared/admins.ts';

/** How often "42s ago" is brought up to date. */
const CLOCK_MS = 10_000;

/** What an entry about a team or a judge's conflicts says, in words. */
function describeChange(i18n: I18n, entry: AdminLogEntry, organiserName: string): string {
  if (entry.action === 'set_team') {
    const participantName = entry.participant ?? i18n._(msg`a participant`);
    const teamName = entry.detail;
    return teamName
      ? i18n._(msg`${organiserName} put ${participantName} in team ${teamName}`)
      : i18n._(msg`${organiserName} took ${participantName} out of their team`);
  }
  const judgeName = entry.participant ?? i18n._(msg`a judge`);
  const conflictNames = entry.detail;
  return conflictNames
    ? i18n._(msg`${organiserName} set ${judgeName}'s conflicts: ${conflictNames}`)
    : i18n._(msg`${organiserName} cleared ${judgeName}'s conflicts`);
}

/** What an entry of the organiser log says, in words. */
export function describeLogEntry(i18n: I18n, entry: AdminLogEntry): string {
  const organiserName = entry.admin ?? i18n._(msg`An organiser`);
  // The judge or participant the entry is about, by the name they had then.
  const named = entry.participant;
  switch (entry.action) {
    case 'finish_voting':
      return entry.admin
        ? i18n._(msg`${organiserName} finished voting`)
        : i18n._(msg`Voting finished`);
    case 'remove_participant': {
      const participantName = named ?? i18n._(msg`a participant`);
      return i18n._(msg`${organiserName} removed ${participantName}`);
    }
    case 'invite_judge': {
      const judgeName = named;
      return judgeName
        ? i18n._(msg`${organiserName} invited judge ${judgeName}`)
        : i18n._(msg`${organiserName} invited judge`);
    }
    case 'revoke_judge': {
      const judgeName = named;
      return judgeName
        ? i18n._(msg`${organiserName} revoked judge ${judgeName}`)
        : i18n._(msg`${organiserName} revoked judge`);
    }
    case 'set_team':
    case 'set_conflicts':
      return describeChange(i18n, entry, organiserName);
    case 'end_rehearsal': {
      // How many simulated voters the rehearsal brought, as the server noted it.
      const simulatedVoters = entry.detail;
      return simulatedVoters
        ? i18n._(
            msg`${organiserName} ended a rehearsal of ${simulatedVoters} simulated voters: its voters, ballots and results are gone`,
          )
        : i18n._(
            msg`${organiserName} ended a rehearsal of some simulated voters: its voters, ballots and results are gone`,
          );
    }
    default: {
      const action = entry.action.replaceAll('_', ' ');
      return i18n._(msg`${organiserName}: ${action}`);
    }
  }
}

/** Organiser log: which organiser finished voting or removed whom, newest first. */
export function AdminLog({ entries }: { entries: AdminLogEntry[] }) {
  const { i18n } = useLingui();
  const now = useNow(CLOCK_MS);
  return (
    <section className="stack admin-log" aria-labelledby="admin-log-title">
      <h3 id="admin-log-title" className="eyebrow">
        <Trans>Organiser log</Trans>
      </h3>
      {entries.length === 0 ? (
        <p className="muted">
          <Trans>Nothing yet. Removals and the end of voting are noted here.</Trans>
        </p>
      ) : (
        <ol className="plain-list" data-testid="admin-log">
          {entries.map((entry) => (
            <li key={entry.id} className="admin-log__entry">
              <span className="admin-log__text">{describeLogEntry(i18n, entry)}</span>{' '}
              <span className="muted admin-log__time">{timeAgo(i18n, entry.createdAt, now)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
