import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { ConnectionStatus } from '#client/lib/live-room/room-connection.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import type { ActivityTotals, Award, Contestant } from '#shared/api.ts';
import { AbsenceList } from './absence-list.tsx';
import { CloseJudgingDialog } from './close-judging-dialog.tsx';
import { CoverageFigures } from './coverage-figures.tsx';
import { FinalistsFormView } from './finalists-form.tsx';
import { JudgeProgressList } from './judge-progress-list.tsx';
import { withoutTableLabel } from './judging-text.ts';
import { JuryOrderTable } from './jury-order-table.tsx';
import { useFinalistsForm } from './use-finalists-form.ts';
import { useJudging } from './use-judging.ts';

/**
 * One expo award's judging: each judge's progress, coverage, the projects
 * reported absent and those without a table, Close judging (asked first) or
 * Reopen judging, the jury order, and, once closed, Send the top N to the
 * stage vote.
 */
export function ExpoCard({
  session,
  award,
  awards,
  contestants,
  totals,
  changes,
  status,
  canChange,
}: {
  session: AdminSession;
  award: Award;
  awards: readonly Award[];
  contestants: readonly Contestant[];
  totals: ActivityTotals;
  /** What asks for a new read of this award's judging. */
  changes: string;
  status: ConnectionStatus;
  /** False once voting has ended: judging stays as it is. */
  canChange: boolean;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const { judging, error, close } = useJudging(session, award.id, changes, status);
  const [asking, setAsking] = useState(false);
  const [reopenError, setReopenError] = useState<string | null>(null);
  const projects = useMemo(() => new Map(contestants.map((c) => [c.id, c])), [contestants]);
  const projectCount = judging?.juryOrder.length ?? 0;
  const finalists = useFinalistsForm(session, award, awards, totals, projectCount);
  const closed = judging?.judgingClosed ?? award.expo?.judgingClosed ?? false;
  const awardName = award.name;
  const withoutTable = judging && withoutTableLabel(i18n, judging.withoutTable);

  // Close judging and Reopen judging take each other's place: the focus goes to the one shown.
  const actionRef = useRef<HTMLButtonElement>(null);
  const switched = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `closed` is what swaps the buttons
  useEffect(() => {
    // Once the confirmation has closed: a modal dialog keeps the focus while open.
    if (!switched.current || asking) return;
    switched.current = false;
    actionRef.current?.focus();
  }, [closed, asking]);
  const setClosed = async (next: boolean) => {
    switched.current = true;
    try {
      await close(next);
    } catch (failure) {
      switched.current = false;
      throw failure;
    }
  };

  const reopen = async () => {
    setReopenError(null);
    try {
      await setClosed(false);
    } catch (failure) {
      setReopenError(getErrorMessage(failure));
    }
  };

  return (
    // Named with its state too: the award's results, once out, are a region of the award's name.
    <section className="expo-card" aria-labelledby={`${id}-title ${id}-state`}>
      <div className="row expo-card__head">
        <h3 id={`${id}-title`} className="expo-card__title">
          {awardName}
        </h3>
        <span id={`${id}-state`} className={`badge${closed ? ' badge--ended' : ' badge--success'}`}>
          {closed ? <Trans>Judging closed</Trans> : <Trans>Judging open</Trans>}
        </span>
        <span className="spacer" />
        {canChange &&
          (closed ? (
            <button
              ref={actionRef}
              type="button"
              className="button button--secondary button--small"
              onClick={() => void reopen()}
            >
              <Trans>Reopen judging</Trans>
            </button>
          ) : (
            <button
              ref={actionRef}
              type="button"
              className="button button--primary button--small"
              onClick={() => setAsking(true)}
            >
              <Trans>Close judging</Trans>
            </button>
          ))}
      </div>
      {(error ?? reopenError) && (
        <p className="error-box" role="alert">
          {reopenError ?? error}
        </p>
      )}
      {withoutTable && <p className="expo-card__warning">{withoutTable}</p>}
      {judging ? (
        <>
          <div className="expo-card__grid">
            <JudgeProgressList judges={judging.judges} routeSize={judging.routeSize} />
            <div className="expo-card__side">
              <CoverageFigures coverage={judging.coverage} />
              <AbsenceList absences={judging.absences} projects={projects} />
            </div>
          </div>
          <JuryOrderTable order={judging.juryOrder} projects={projects} closed={closed} />
          {closed && canChange && (
            <FinalistsFormView form={finalists} projectCount={projectCount} />
          )}
        </>
      ) : (
        !error && (
          <p className="muted" role="status">
            <Trans>Loading judging...</Trans>
          </p>
        )
      )}
      <CloseJudgingDialog
        awardName={awardName}
        open={asking}
        onConfirm={() => setClosed(true)}
        onClose={() => setAsking(false)}
      />
    </section>
  );
}
