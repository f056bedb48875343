import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Contestant } from '#shared/api.ts';
import { type ContestantActionHandlers, ContestantActions } from './contestant-actions.tsx';
import { ContestantCard } from './contestant-card.tsx';
import './contestant-grid.css';

/**
 * The contestants as a responsive list of cards, in their room order: one
 * column on phones, as many ~240 px columns as fit on wider screens.
 */
export function ContestantGrid({
  contestants,
  emptyMessage,
  actions,
  teams,
}: {
  contestants: Contestant[];
  /** How many joined each contestant's team, by contestant id. */
  teams?: Readonly<Record<string, number>> | undefined;
  /** The organiser's Move, Edit and Remove on each card, while voting is open. */
  actions?: ContestantActionHandlers | undefined;
  /** Shown instead of the list when there are no contestants (else the dashboard's words); null shows nothing. */
  emptyMessage?: ReactNode;
}) {
  if (contestants.length === 0) {
    if (emptyMessage === null) return null;
    return (
      <p className="contestant-grid-empty">
        {emptyMessage ?? <Trans>No contestants yet. Add the first one to get started.</Trans>}
      </p>
    );
  }
  const ordered = [...contestants].sort((a, b) => a.orderIndex - b.orderIndex);
  return (
    <ul className="contestant-grid">
      {ordered.map((contestant, index) => (
        <li key={contestant.id} className="contestant-grid__item">
          <ContestantCard
            contestant={contestant}
            actions={
              actions && (
                <ContestantActions
                  contestant={contestant}
                  first={index === 0}
                  last={index === ordered.length - 1}
                  handlers={actions}
                  members={teams?.[contestant.id] ?? 0}
                />
              )
            }
          />
        </li>
      ))}
    </ul>
  );
}
