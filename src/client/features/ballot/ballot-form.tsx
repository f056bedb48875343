import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { ConnectionBanner } from '#client/components/connection-banner.tsx';
import { TimeLeft } from '#client/components/time-left.tsx';
import type { ConnectionStatus } from '#client/lib/live-room/room-connection.ts';
import { useReceipt } from '#client/lib/receipts.ts';
import type { Contestant } from '#shared/api.ts';
import { BallotBoard } from './ballot-board.tsx';
import { CHANGED_ELSEWHERE, OFFLINE_QUEUED } from './ballot-delivery.ts';
import type { BallotLists } from './ballot-lists.ts';
import { BallotError } from './ballot-notices.tsx';
import type { BallotState } from './use-ballot.ts';
import './voting.css';

/** Said over Submit Vote when a ranking kept on the device since the last visit comes back. */
const UNSENT_CHANGES = msg`You have unsent changes`;

/**
 * Voting Active, the two lists, and Submit Vote / Reset Vote once something
 * is ranked. A vote submitted or reset puts the keyboard on the status, which
 * says where the vote stands; a failure, on its message. While the
 * connection is down its notice sits above Submit Vote, never over it.
 */
export function BallotForm({
  contestants,
  ballot,
  lists,
  connection,
  votingEndsAt = null,
  landmark = true,
}: {
  contestants: Contestant[];
  ballot: BallotState;
  lists: BallotLists;
  connection: ConnectionStatus;
  /** When the organiser's timer ends voting, if one runs. */
  votingEndsAt?: string | null;
  /** The page's main content, unless it sits in something that is (an award's tab). */
  landmark?: boolean;
}) {
  const { t, i18n } = useLingui();
  const { voted, busy, failure } = ballot;
  const statusRef = useRef<HTMLDivElement>(null);
  const votedBefore = useRef(voted);
  useEffect(() => {
    if (votedBefore.current === voted) return;
    votedBefore.current = voted;
    statusRef.current?.focus();
  }, [voted]);
  const hasSubmit = lists.ranked.length > 0;
  const receipt = useReceipt(ballot.saved, voted);
  const Root = landmark ? 'main' : 'div';

  return (
    <Root className="stack">
      <div className="row status-row">
        <div className="status-tile" role="status" ref={statusRef} tabIndex={-1}>
          <span className="live-dot" aria-hidden="true" />
          <span>
            <strong>
              <Trans>Voting Active</Trans>
            </strong>
            <span className="muted status-sub">
              {' · '}
              {voted ? t`your vote is in` : t`drag or tap + to rank, then submit`}
            </span>
          </span>
        </div>
        {voted && (
          <span className="badge badge--success">
            ✓ <Trans>Voted</Trans>
          </span>
        )}
      </div>
      {receipt && (
        <p className="receipt-line">
          <Trans>
            Your receipt: <span className="receipt-line__code">{receipt}</span>
          </Trans>
        </p>
      )}
      <TimeLeft votingEndsAt={votingEndsAt} announce className="voting-time-left" />
      <BallotBoard
        contestants={contestants}
        lists={lists}
        locked={voted}
        onChange={ballot.changeLists}
      />
      {!hasSubmit && <ConnectionBanner status={connection} />}
      {hasSubmit && (
        <div className="submit-bar">
          <ConnectionBanner status={connection} inline />
          {failure?.kind === 'error' && <BallotError message={failure.message} />}
          {ballot.queued && (
            <p className="notice submit-bar__notice" role="status">
              {i18n._(OFFLINE_QUEUED)}
            </p>
          )}
          {ballot.changedElsewhere && (
            <p className="notice submit-bar__notice" role="status">
              {i18n._(CHANGED_ELSEWHERE)}
            </p>
          )}
          {ballot.unsent && !ballot.changedElsewhere && (
            <p className="notice submit-bar__notice" role="status">
              {i18n._(UNSENT_CHANGES)}
            </p>
          )}
          <button
            type="button"
            className={`button button--block ${voted ? 'button--success' : 'button--gradient'}`}
            disabled={voted || busy}
            onClick={ballot.submit}
          >
            {voted ? t`Vote Submitted!` : t`Submit Vote`}
          </button>
          {voted && (
            <button
              type="button"
              className="button button--secondary button--block"
              disabled={busy}
              onClick={ballot.reset}
            >
              <Trans>Reset Vote</Trans>
            </button>
          )}
        </div>
      )}
    </Root>
  );
}
