import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import type { Contestant } from '#shared/api.ts';
import { ContestantGrid } from './contestant-grid.tsx';
import { ContestantRows } from './contestant-rows.tsx';
import { useActionHandlers } from './use-action-handlers.ts';
import type { ContestantChanges } from './use-contestant-changes.ts';
import { useContestantView } from './use-contestant-view.ts';
import './contestants-section.css';

/**
 * The dashboard's Contestants: cards (the grid) or a compact list, in a body
 * that scrolls on its own so that a room of many never lengthens the page;
 * + Add Contestant (and Import CSV, when given) while voting is open, and
 * with `changes`, Move, Edit and Remove on each contestant; Hide to fold it
 * away; `tools`, more of the organiser's buttons beside them.
 */
export function ContestantsSection({
  contestants,
  canAdd,
  onAdd,
  onImport,
  changes,
  teams,
  onTeamLink,
  tools,
}: {
  contestants: Contestant[];
  canAdd: boolean;
  onAdd: () => void;
  onImport?: () => void;
  changes?: ContestantChanges | undefined;
  /** How many joined each contestant's team, by contestant id. */
  teams?: Readonly<Record<string, number>> | undefined;
  /** Team link: shows a new link that makes whoever joins through it the contestant's team. */
  onTeamLink?: (contestant: Contestant) => void;
  /** Buttons of other features about the contestants (Number tables, Expo page). */
  tools?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { view, pick } = useContestantView(contestants.length);
  const contestantCount = formatNumber(contestants.length, i18n.locale);
  const actions = useActionHandlers(contestants, changes, onTeamLink);
  const [open, setOpen] = useState(true);

  return (
    <section className="stack contestants-section" aria-labelledby="contestants-title">
      <div className="row contestants-section__head">
        <h2 id="contestants-title" className="section-title">
          {contestants.length > 0 ? t`Contestants (${contestantCount})` : t`Contestants`}
        </h2>
        <span className="spacer" />
        {contestants.length > 0 && open && (
          // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
          <div className="view-switch" role="group" aria-label={t`Contestant view`}>
            {(['grid', 'list'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className="view-switch__option"
                aria-pressed={view === option}
                onClick={() => pick(option)}
              >
                {option === 'grid'
                  ? t({ message: 'Grid', context: 'contestant view' })
                  : t({ message: 'List', context: 'contestant view' })}
              </button>
            ))}
          </div>
        )}
        {contestants.length > 0 && (
          <button
            type="button"
            className="button button--ghost button--small"
            aria-expanded={open}
            aria-controls="contestants-body"
            aria-label={open ? t`Hide contestants` : t`Show contestants`}
            onClick={() => setOpen((shown) => !shown)}
          >
            {open
              ? t({ message: 'Hide', context: 'contestants' })
              : t({ message: 'Show', context: 'contestants' })}
          </button>
        )}
        {tools}
        {canAdd && onImport && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={onImport}
          >
            <Trans>Import CSV</Trans>
          </button>
        )}
        {canAdd && (
          <button type="button" className="button button--primary button--small" onClick={onAdd}>
            <Trans>+ Add Contestant</Trans>
          </button>
        )}
      </div>
      {open && (
        <section
          id="contestants-body"
          className="contestants-section__body"
          aria-label={t`Contestants`}
          tabIndex={contestants.length > 0 ? 0 : undefined}
        >
          {view === 'list' && contestants.length > 0 ? (
            <ContestantRows contestants={contestants} actions={actions} teams={teams} />
          ) : (
            <ContestantGrid contestants={contestants} actions={actions} teams={teams} />
          )}
        </section>
      )}
    </section>
  );
}
