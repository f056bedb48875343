import { useLingui } from '@lingui/react/macro';
import { timeAgo } from '#client/lib/time-ago.ts';
import { useNow } from '#client/lib/use-now.ts';
import type { AdminLogEntry } from '#shared/admins.ts';

/** How often "42s ago" is brought up to date. */
const CLOCK_MS = 10_000;

/** What an entry of the organiser log says, in words. */
export function describeLogEntry(entry: AdminLogEntry): string {
  const who = entry.admin ?? 'An organiser';
  switch (entry.action) {
    case 'finish_voting':
      return entry.admin ? `${entry.admin} finished voting` : 'Voting finished';
    case 'remove_participant':
      return `${who} removed ${entry.participant ?? 'a participant'}`;
    case 'invite_judge':
      return `${who} invited judge ${entry.participant ?? ''}`.trimEnd();
    case 'revoke_judge':
      return `${who} revoked judge ${entry.participant ?? ''}`.trimEnd();
    case 'set_team':
      return entry.detail
        ? `${who} put ${entry.participant ?? 'a participant'} in team ${entry.detail}`
        : `${who} took ${entry.participant ?? 'a participant'} out of their team`;
    case 'set_conflicts':
      return entry.detail
        ? `${who} set ${entry.participant ?? 'a judge'}'s conflicts: ${entry.detail}`
        : `${who} cleared ${entry.participant ?? 'a judge'}'s conflicts`;
    case 'end_rehearsal':
      return `${who} ended a rehearsal of ${entry.detail ?? 'some'} simulated voters: its voters, ballots and results are gone`;
    default:
      return `${who}: ${entry.action.replaceAll('_', ' ')}`;
  }
}

/** Organiser log: which organiser finished voting or removed whom, newest first. */
export function AdminLog({ entries }: { entries: AdminLogEntry[] }) {
  const { i18n } = useLingui();
  const now = useNow(CLOCK_MS);
  return (
    <section className="stack admin-log" aria-labelledby="admin-log-title">
      <h3 id="admin-log-title" className="eyebrow">
        Organiser log
      </h3>
      {entries.length === 0 ? (
        <p className="muted">Nothing yet. Removals and the end of voting are noted here.</p>
      ) : (
        <ol className="plain-list" data-testid="admin-log">
          {entries.map((entry) => (
            <li key={entry.id} className="admin-log__entry">
              <span className="admin-log__text">{describeLogEntry(entry)}</span>{' '}
              <span className="muted admin-log__time">{timeAgo(i18n, entry.createdAt, now)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
