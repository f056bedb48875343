import { useLingui } from '@lingui/react/macro';
import { memo, useState } from 'react';
import { ExternalIcon } from '#client/components/icons.tsx';
import { type Progression, useProgressiveCount } from '#client/lib/use-progressive-count.ts';
import type { Contestant } from '#shared/api.ts';
import { isHttpUrl } from '#shared/urls.ts';
import { type ContestantActionHandlers, ContestantActions } from './contestant-actions.tsx';
import { ImageLightbox } from './contestant-lightbox.tsx';
import { contestantInitial, placeholderGradient } from './contestant-placeholder.ts';
import './contestant-rows.css';

/**
 * One contestant on a line: thumbnail (click to enlarge), its table (when it
 * has one), name, blurb (More shows it all), View Demo.
 */
const ContestantRow = memo(function ContestantRow({
  contestant,
  actions,
  first,
  last,
  members,
}: {
  contestant: Contestant;
  actions: ContestantActionHandlers | undefined;
  first: boolean;
  last: boolean;
  members: number;
}) {
  const { t } = useLingui();
  const { name, blurb, imageUrl, demoUrl } = contestant;
  const contestantName = name;
  const [enlarged, setEnlarged] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const demoHref = demoUrl && isHttpUrl(demoUrl) ? demoUrl : null;
  const table = contestant.tableNumber === null ? null : String(contestant.tableNumber);

  return (
    <li className="contestant-row" data-expanded={expanded || undefined}>
      {imageUrl ? (
        <button
          type="button"
          className="contestant-row__thumb"
          aria-label={t`Enlarge image of ${contestantName}`}
          onClick={() => setEnlarged(true)}
        >
          <img src={imageUrl} alt="" loading="lazy" decoding="async" />
        </button>
      ) : (
        <span
          className="contestant-row__thumb"
          style={{ backgroundImage: placeholderGradient(contestant.id || name) }}
          aria-hidden="true"
        >
          {contestantInitial(name)}
        </span>
      )}
      {table && (
        <span className="badge contestant-row__table">
          {t({ message: `Table ${table}`, comment: "A project's numbered table at an expo" })}
        </span>
      )}
      <div className="contestant-row__text">
        <strong className="contestant-row__name">{name}</strong>
        <span className="contestant-row__blurb">{blurb}</span>
      </div>
      {blurb && (
        <button
          type="button"
          className="button button--ghost button--small contestant-row__more"
          aria-expanded={expanded}
          aria-label={expanded ? t`Less about ${contestantName}` : t`More about ${contestantName}`}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded
            ? t({ message: 'Less', context: 'of a description' })
            : t({ message: 'More', context: 'of a description' })}
        </button>
      )}
      {demoHref && (
        <a
          className="button button--secondary button--small contestant-row__demo"
          href={demoHref}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t`View Demo of ${contestantName} (opens in a new tab)`}
        >
          {t`View Demo`}
          <ExternalIcon size={14} />
        </a>
      )}
      {actions && (
        <ContestantActions
          contestant={contestant}
          first={first}
          last={last}
          handlers={actions}
          members={members}
        />
      )}
      {enlarged && imageUrl && (
        <ImageLightbox src={imageUrl} name={name} onClose={() => setEnlarged(false)} />
      )}
    </li>
  );
});

/**
 * Rows drawn with the dashboard's first paint (a screenful and more), then
 * 20 a frame: 150 rows at once were most of one long task, beside the rest of
 * a dashboard of 2,000 voters.
 */
const ROWS_PROGRESSION: Progression = { first: 12, perFrame: 20 };

/**
 * The contestants compactly, one per line, in their room order: for a room of
 * many. With `actions`, each line has the organiser's Move, Edit and Remove.
 */
export function ContestantRows({
  contestants,
  actions,
  teams,
}: {
  contestants: Contestant[];
  actions?: ContestantActionHandlers | undefined;
  teams?: Readonly<Record<string, number>> | undefined;
}) {
  const ordered = [...contestants].sort((a, b) => a.orderIndex - b.orderIndex);
  const drawn = useProgressiveCount(ordered.length, ROWS_PROGRESSION);
  return (
    <ul className="contestant-rows" data-testid="contestant-rows">
      {ordered.slice(0, drawn).map((contestant, index) => (
        <ContestantRow
          key={contestant.id}
          contestant={contestant}
          actions={actions}
          first={index === 0}
          last={index === ordered.length - 1}
          members={teams?.[contestant.id] ?? 0}
        />
      ))}
    </ul>
  );
}
