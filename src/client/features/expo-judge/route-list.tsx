import { Trans, useLingui } from '@lingui/react/macro';
import { CheckIcon } from '#client/components/icons.tsx';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import type { Contestant } from '#shared/api.ts';
import type { RouteStop } from '#shared/expo.ts';
import { ABSENT, ROUTE_TITLE_ID, SEEN } from './expo-wording.ts';
import './route-list.css';

/**
 * The whole route: the stops walked, marked seen or absent, in the order
 * walked; then those still to see, in walking order, the next one marked.
 * Each stop names its table. Seen can be tapped on any stop not yet seen
 * (one off the walking order, or an absent project back at its table), not
 * once judging has closed.
 */
export function RouteList({
  stops,
  byId,
  nextId,
  closed,
  sending,
  onSeen,
}: {
  stops: readonly RouteStop[];
  byId: ReadonlyMap<string, Contestant>;
  nextId: string | null;
  closed: boolean;
  sending: boolean;
  onSeen: (contestantId: string) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <section className="card stack expo-route" aria-labelledby={ROUTE_TITLE_ID}>
      <h2 id={ROUTE_TITLE_ID} className="section-title" tabIndex={-1}>
        <Trans>Your route</Trans>
      </h2>
      {stops.length === 0 ? (
        <p className="muted">
          <Trans>No project is on your route yet.</Trans>
        </p>
      ) : (
        <ol className="plain-list">
          {stops.map((stop) => {
            const contestant = byId.get(stop.contestantId);
            if (!contestant) return null;
            const { status } = stop;
            const contestantName = contestant.name;
            const table =
              stop.tableNumber === null ? null : formatNumber(stop.tableNumber, i18n.locale);
            const next = stop.contestantId === nextId;
            return (
              <li
                key={stop.contestantId}
                className={`expo-stop expo-stop--${status}${next ? ' expo-stop--next' : ''}`}
                data-testid="expo-stop"
                data-contestant-name={contestantName}
                data-status={status}
              >
                <span className="expo-stop__table">{table === null ? '—' : t`Table ${table}`}</span>
                <span className="expo-stop__text">
                  <span className="expo-stop__name">{contestantName}</span>
                  {status === 'seen' && (
                    <span className="expo-stop__status expo-stop__status--seen">
                      <CheckIcon size={16} /> {i18n._(SEEN)}
                    </span>
                  )}
                  {status === 'absent' && (
                    <span className="expo-stop__status expo-stop__status--absent">
                      {i18n._(ABSENT)}
                    </span>
                  )}
                  {next && (
                    <span className="expo-stop__status expo-stop__status--next">
                      <Trans context="the next stop of the route">Next</Trans>
                    </span>
                  )}
                </span>
                {status !== 'seen' && !closed && (
                  <button
                    type="button"
                    className="button button--secondary button--small expo-stop__seen"
                    aria-label={t`Seen: ${contestantName}`}
                    aria-disabled={sending || undefined}
                    onClick={() => !sending && onSeen(stop.contestantId)}
                  >
                    {i18n._(SEEN)}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
