import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import { type Moved, useFocusAfterMove } from '#client/lib/use-focus-after-move.ts';
import type { Contestant } from '#shared/api.ts';
import { movedBy, movedTo } from './expo-ranking.ts';
import { RankingRow, type RankingRowProps } from './ranking-row.tsx';
import { useRankingDnd } from './use-ranking-dnd.ts';
import './ranking.css';

/** Where the keyboard was in the list, to find it again in the list drawn anew. */
function selectorOf(element: Element): string | null {
  if (element instanceof HTMLElement && element.dataset.move) {
    return `[data-move="${CSS.escape(element.dataset.move)}"]`;
  }
  const row = element.closest<HTMLElement>('[data-contestant-id]');
  if (!row || !element.classList.contains('chip-handle')) return null;
  return `[data-contestant-id="${CSS.escape(row.dataset.contestantId ?? '')}"] .chip-handle`;
}

/**
 * The judge's ranking as a list: Move up / Move down on each row (the
 * keyboard stays on the row moved, and the move is said in a polite live
 * region), and once it has loaded the drag and drop. Putting the drag and
 * drop in place draws the list anew: the keyboard is put back where it was.
 */
export function RankingList({
  order,
  byId,
  tables,
  locked,
  onChange,
}: {
  order: readonly string[];
  byId: ReadonlyMap<string, Contestant>;
  tables: ReadonlyMap<string, number | null>;
  locked: boolean;
  onChange: (order: readonly string[]) => void;
}) {
  const { t, i18n } = useLingui();
  const dnd = useRankingDnd();
  const [moved, setMoved] = useState<Moved | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focused = useRef<string | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  useFocusAfterMove(moved, order);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const remember = (event: FocusEvent) => {
      if (event.target instanceof Element) focused.current = selectorOf(event.target);
    };
    box.addEventListener('focusin', remember);
    return () => box.removeEventListener('focusin', remember);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list is drawn anew
  useLayoutEffect(() => {
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (!lost || !focused.current) return;
    boxRef.current?.querySelector<HTMLElement>(focused.current)?.focus();
  }, [dnd]);

  const latest = useRef({ order, onChange, byId });
  latest.current = { order, onChange, byId };
  const onMove = useCallback(
    (contestantId: string, step: -1 | 1) => {
      const { order: current, onChange: change, byId: names } = latest.current;
      const next = movedBy(current, contestantId, step);
      if (next === current) return;
      const contestantName = names.get(contestantId)?.name ?? '';
      const place = formatNumber(next.indexOf(contestantId) + 1, i18n.locale);
      const total = formatNumber(next.length, i18n.locale);
      setAnnouncement(
        step === -1
          ? t`${contestantName} moved up to ${place} of ${total}.`
          : t`${contestantName} moved down to ${place} of ${total}.`,
      );
      setMoved({ id: contestantId, step });
      change(next);
    },
    [t, i18n.locale],
  );
  const onReorder = useCallback((from: number, to: number) => {
    const { order: current, onChange: change } = latest.current;
    const next = movedTo(current, from, to);
    if (next !== current) change(next);
  }, []);

  const rows: RankingRowProps[] = order.flatMap((id, index) => {
    const contestant = byId.get(id);
    if (!contestant) return [];
    const tableNumber = tables.get(id) ?? null;
    return [{ contestant, tableNumber, index, count: order.length, locked, onMove }];
  });

  return (
    <div ref={boxRef} className="expo-ranking__box">
      {dnd && !locked ? (
        <dnd.DraggableRanking rows={rows} onReorder={onReorder} />
      ) : (
        <ol className="drop-list drop-list--ranked" data-testid="expo-ranking-list">
          {rows.map((row) => (
            <RankingRow key={row.contestant.id} {...row} />
          ))}
        </ol>
      )}
      <p className="visually-hidden" role="status" data-testid="expo-ranking-announcement">
        {announcement}
      </p>
    </div>
  );
}
