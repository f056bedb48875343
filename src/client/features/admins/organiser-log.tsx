import { timeAgo } from '#client/lib/time-ago.ts';
import { useNow } from '#client/lib/use-now.ts';
import type { OrganiserLogEntry } from '#shared/organisers.ts';

/** How often "42s ago" is brought up to date. */
const CLOCK_MS = 10_000;

/** What an entry of the organiser log says, in words. */
export function describeLogEntry(entry: OrganiserLogEntry): string {
  const who = entry.organiser ?? 'An organiser';
  switch (entry.action) {
    case 'finish_voting':
      return entry.organiser ? `${entry.organiser} finished voting` : 'Voting finished';
    case 'remove_participant':
      return `${who} removed ${entry.participant ?? 'a participant'}`;
    default:
      return `${who}: ${entry.action.replaceAll('_', ' ')}`;
  }
}

/** Organiser log: which organiser finished voting or removed whom, newest first. */
export function OrganiserLog({ entries }: { entries: OrganiserLogEntry[] }) {
  const now = useNow(CLOCK_MS);
  return (
    <section className="stack organiser-log" aria-labelledby="organiser-log-title">
      <h3 id="organiser-log-title" className="eyebrow">
        Organiser log
      </h3>
      {entries.length === 0 ? (
        <p className="muted">Nothing yet. Removals and the end of voting are noted here.</p>
      ) : (
        <ol className="organiser-log__list" data-testid="organiser-log">
          {entries.map((entry) => (
            <li key={entry.id} className="organiser-log__entry">
              <span className="organiser-log__text">{describeLogEntry(entry)}</span>{' '}
              <span className="muted organiser-log__time">{timeAgo(entry.createdAt, now)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
