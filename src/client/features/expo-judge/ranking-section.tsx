import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { CheckIcon } from '#client/components/icons.tsx';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import type { Contestant } from '#shared/api.ts';
import type { RankingStatus } from './expo-ranking.ts';
import { RANKING_TITLE_ID } from './expo-wording.ts';
import { FailureNotice } from './failure-notice.tsx';
import type { CallFailure } from './network.ts';
import { RankingList } from './ranking-list.tsx';

/**
 * Rank what you saw: every project the judge has seen, best first, to put
 * in order and submit, then reorder and submit again until judging closes;
 * closed, the ranking submitted is shown as it is, nothing to move. What is left to submit is
 * said above the button, and a submit that went through puts the keyboard on
 * the word that it did.
 */
export function RankingSection({
  ranking,
  byId,
  tables,
  closed,
}: {
  ranking: {
    order: readonly string[] | null;
    status: RankingStatus;
    change: (order: readonly string[]) => void;
    submit: () => Promise<void>;
    busy: boolean;
    failure: CallFailure | null;
    sent: object | null;
  };
  byId: ReadonlyMap<string, Contestant>;
  tables: ReadonlyMap<string, number | null>;
  closed: boolean;
}) {
  const { t, i18n } = useLingui();
  const { order, status, failure, busy } = ranking;
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (ranking.sent) doneRef.current?.focus();
  }, [ranking.sent]);
  const submitted = status === 'submitted';
  const count = formatNumber(order?.length ?? 0, i18n.locale);
  const problem = failure?.message ?? '';
  const failureText =
    failure &&
    (failure.offline
      ? t`No connection: your ranking was not sent. It is kept on this phone: try again once you are back online.`
      : t`Your ranking was not submitted: ${problem}`);

  return (
    <section className="card stack expo-ranking" aria-labelledby={RANKING_TITLE_ID}>
      <div className="row">
        <h2 id={RANKING_TITLE_ID} className="section-title" tabIndex={-1}>
          <Trans>Your ranking</Trans>
        </h2>
        <span className="spacer" />
        <span className="badge">{count}</span>
      </div>
      {!closed && (
        <p className="muted expo-ranking__help">
          <Trans>Rank every project you have seen, best first.</Trans>
        </p>
      )}
      {order !== null && order.length === 0 && (
        <p className="expo-ranking__empty">
          {closed
            ? t`You did not submit a ranking.`
            : t`The projects you mark seen appear here, to rank.`}
        </p>
      )}
      {order !== null && order.length > 0 && (
        <RankingList
          order={order}
          byId={byId}
          tables={tables}
          locked={closed}
          onChange={ranking.change}
        />
      )}
      {!closed && order !== null && order.length > 0 && (
        <div className="expo-ranking__submit">
          {failureText && (
            <FailureNotice
              text={failureText}
              offline={failure.offline}
              onRetry={() => void ranking.submit()}
            />
          )}
          {status === 'grown' && (
            <p className="notice" role="status">
              <Trans>
                Projects you saw since you submitted were added at the bottom: submit your ranking
                again.
              </Trans>
            </p>
          )}
          {(status === 'changed' || status === 'unsent') && (
            <p className="muted expo-ranking__unsent" role="status">
              {status === 'changed'
                ? t`Your new order is not submitted yet.`
                : t`Your ranking is not submitted yet.`}
            </p>
          )}
          {submitted && (
            <p className="expo-ranking__done" role="status" ref={doneRef} tabIndex={-1}>
              <CheckIcon size={18} /> <Trans>Your ranking is submitted.</Trans>
            </p>
          )}
          <button
            type="button"
            className={`button button--block ${submitted ? 'button--success' : 'button--gradient'}`}
            disabled={submitted}
            aria-disabled={busy || undefined}
            onClick={() => !busy && void ranking.submit()}
          >
            {busy ? t`Submitting…` : submitted ? t`Ranking submitted` : t`Submit ranking`}
          </button>
        </div>
      )}
    </section>
  );
}
