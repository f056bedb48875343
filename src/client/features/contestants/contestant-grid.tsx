import type { ReactNode } from 'react';
import type { Contestant } from '#shared/api.ts';
import { ContestantCard } from './contestant-card.tsx';
import './contestant-grid.css';

/**
 * The contestants as a responsive list of cards, in their room order: one
 * column on phones, as many ~240 px columns as fit on wider screens.
 */
export function ContestantGrid({
  contestants,
  emptyMessage = 'No contestants yet. Add the first one to get started.',
}: {
  contestants: Contestant[];
  /** Shown instead of the list when there are no contestants; null shows nothing. */
  emptyMessage?: ReactNode;
}) {
  if (contestants.length === 0) {
    return emptyMessage === null ? null : <p className="contestant-grid-empty">{emptyMessage}</p>;
  }
  const ordered = [...contestants].sort((a, b) => a.orderIndex - b.orderIndex);
  return (
    <ul className="contestant-grid">
      {ordered.map((contestant) => (
        <li key={contestant.id} className="contestant-grid__item">
          <ContestantCard contestant={contestant} />
        </li>
      ))}
    </ul>
  );
}
