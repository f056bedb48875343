import { Trans, useLingui } from '@lingui/react/macro';
import type { KeyboardEvent, ReactNode } from 'react';
import type { Award } from '#shared/api.ts';
import { votedProgress } from './award-tabs.ts';
import './award-tabs.css';
import { readsRightToLeft } from '#client/lib/reading-direction.ts';

const tabId = (awardId: string) => `award-tab-${awardId}`;
const panelId = (awardId: string) => `award-panel-${awardId}`;

/** Puts the keyboard on an award's tab (after the next award opened by itself). */
export function focusAwardTab(awardId: string): void {
  document.getElementById(tabId(awardId))?.focus();
}

/**
 * Where the arrow keys, Home and End go from tab `index` of `count`; null for
 * any other key. Right to left, ← goes to the next tab (WAI-ARIA tabs pattern).
 */
function tabAfterKey(
  key: string,
  index: number,
  count: number,
  rightToLeft: boolean,
): number | null {
  const forward = rightToLeft ? 'ArrowLeft' : 'ArrowRight';
  const back = rightToLeft ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === back) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * A room's awards as tabs (the WAI-ARIA tabs pattern: one tab in the Tab
 * order, the arrow keys, Home and End moving between them and opening the
 * one reached), each reading the award's name and, once its ballot is in,
 * "Voted"; above them, how many awards have the participant's ballot. The
 * page's main content: the ballot in the open tab is not a landmark of its own. Only
 * the open award's panel holds anything: a board for every award at once
 * would be too much for a slow phone.
 */
export function AwardTabs({
  awards,
  voted,
  open,
  onOpen,
  children,
}: {
  awards: readonly Award[];
  voted: ReadonlySet<string>;
  open: string;
  onOpen: (awardId: string) => void;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = awards.findIndex((award) => award.id === open);
    const rightToLeft = readsRightToLeft(event.currentTarget);
    const next = awards[tabAfterKey(event.key, index, awards.length, rightToLeft) ?? -1];
    if (!next) return;
    event.preventDefault();
    onOpen(next.id);
    focusAwardTab(next.id);
  };

  return (
    <main className="award-tabs stack">
      <p className="award-tabs__progress" role="status">
        {votedProgress(i18n, awards, voted)}
      </p>
      <div role="tablist" aria-label={t`Awards`} className="award-tabs__list" onKeyDown={onKeyDown}>
        {awards.map((award) => {
          const selected = award.id === open;
          return (
            <button
              key={award.id}
              id={tabId(award.id)}
              type="button"
              role="tab"
              className="award-tab"
              aria-selected={selected}
              aria-controls={panelId(award.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onOpen(award.id)}
            >
              <span className="award-tab__name">{award.name}</span>
              {voted.has(award.id) && (
                <span className="award-tab__voted">
                  <Trans context="award tab: a ballot is in">Voted</Trans>
                </span>
              )}
            </button>
          );
        })}
      </div>
      {awards.map((award) => (
        <div
          key={award.id}
          id={panelId(award.id)}
          role="tabpanel"
          aria-labelledby={tabId(award.id)}
          className="award-tabs__panel stack"
          hidden={award.id !== open}
        >
          {award.id === open && children}
        </div>
      ))}
    </main>
  );
}
