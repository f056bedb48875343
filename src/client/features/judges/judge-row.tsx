import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { Award, Contestant } from '#shared/api.ts';
import type { Judge } from '#shared/judges.ts';
import { JudgeConflicts } from './judge-conflicts.tsx';
import { conflictsSummary, toggledConflicts, votedLabel } from './judge-text.ts';
import '#client/components/list-row.css';

/**
 * One judge: their name, their conflicts, how many awards they voted in, and
 * Conflicts (opened in the row) and Revoke, each named after the judge.
 */
export function JudgeRow({
  judge,
  awards,
  contestants,
  canChange,
  onSaveConflicts,
  onRevoke,
}: {
  judge: Judge;
  awards: readonly Award[];
  contestants: readonly Contestant[];
  canChange: boolean;
  onSaveConflicts: (judge: Judge, contestantIds: string[]) => Promise<void>;
  onRevoke: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const nameId = `${id}-name`;
  const panelId = `${id}-conflicts`;
  const [expanded, setExpanded] = useState(false);
  // The set being saved, shown ticked while it is; null once saved or refused.
  const [pending, setPending] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const saving = pending !== null;
  const judgeName = judge.name;
  const summary = conflictsSummary(i18n, judge, contestants);

  // A box held while it saves may lose the focus: it gets it back, unless the organiser moved on.
  const toggled = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    const box = toggled.current;
    if (saving || !box) return;
    toggled.current = null;
    const focused = document.activeElement;
    if ((focused === null || focused === document.body) && box.isConnected) box.focus();
  }, [saving]);

  const toggle = async (contestantId: string, conflicted: boolean, box: HTMLInputElement) => {
    const next = toggledConflicts(judge.conflictIds, contestantId, conflicted, contestants);
    toggled.current = box;
    setError(null);
    setPending(next);
    try {
      await onSaveConflicts(judge, next);
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      // Refused, the boxes show the judge's conflicts as they were.
      setPending(null);
    }
  };

  return (
    <li className="list-row judge-row">
      <div className="list-row__text judge-row__text">
        <strong id={nameId} className="judge-row__name">
          {judge.name}
        </strong>
        {summary && <span className="judge-row__summary">{summary}</span>}
      </div>
      <span className="judge-row__voted">{votedLabel(i18n, judge, awards)}</span>
      <div className="judge-row__actions">
        <button
          type="button"
          className="button button--ghost button--small judge-row__toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-describedby={nameId}
          onClick={() => setExpanded((open) => !open)}
        >
          <Trans context="button that shows a judge's conflicts of interest">Conflicts</Trans>
        </button>
        {canChange && (
          <button
            type="button"
            className="button button--ghost button--small judge-row__revoke"
            aria-label={t`Revoke judge ${judgeName}`}
            onClick={onRevoke}
          >
            <Trans>Revoke</Trans>
          </button>
        )}
      </div>
      {error && (
        <p className="error-box judge-row__error" role="alert">
          {error}
        </p>
      )}
      {/* Always there for aria-controls; its checkboxes are drawn only while open. */}
      <div id={panelId} className="judge-row__panel" hidden={!expanded}>
        {expanded && (
          <JudgeConflicts
            judgeName={judge.name}
            contestants={contestants}
            checkedIds={pending ?? judge.conflictIds}
            saving={saving}
            readOnly={!canChange}
            onToggle={(contestantId, conflicted, box) => void toggle(contestantId, conflicted, box)}
          />
        )}
      </div>
    </li>
  );
}
