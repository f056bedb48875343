import { Trans, useLingui } from '@lingui/react/macro';
import { CopyButton } from '#client/components/copy-button.tsx';
import { JoinQr } from '#client/components/join-qr.tsx';
import { formatRoomCode } from '#shared/room-code.ts';
import './room-code-panel.css';

/**
 * How voters get in: the room code grouped for reading aloud, the join link
 * at the address phones reach (with the server's hint when they cannot), a
 * QR code of that link, Copy Code and Copy Link. Once voting has ended no
 * one can join: the code stays, the ways in go.
 */
export function RoomCodePanel({
  code,
  roomName,
  votingOpen,
  joinUrl,
  hint,
  addressKnown,
}: {
  code: string;
  roomName: string;
  votingOpen: boolean;
  /** The join link with the code filled in, at the server's public address. */
  joinUrl: string;
  /** Why phones may not reach that address, word for word from the server. */
  hint: string | null;
  /** False until the server has said its public address: no QR code of a guess. */
  addressKnown: boolean;
}) {
  const { t } = useLingui();
  const joinAddress = joinUrl.replace(/^https?:\/\//, '');
  return (
    <section
      className={`card room-code-panel${votingOpen ? '' : ' room-code-panel--ended'}`}
      aria-labelledby="room-code-label"
    >
      <div className="room-code-panel__text">
        <p id="room-code-label" className="eyebrow">
          <Trans>Room Code</Trans>
        </p>
        <p className="room-code room-code--big" data-testid="room-code">
          {formatRoomCode(code)}
        </p>
        {votingOpen && (
          <p className="muted room-code-help">
            <Trans>
              Join at{' '}
              <a
                className="join-url"
                href={joinUrl}
                target="_blank"
                rel="noreferrer"
                data-testid="join-url"
              >
                {joinAddress}
              </a>
            </Trans>
          </p>
        )}
        {votingOpen && hint && (
          <p className="notice room-code-hint" role="status">
            {hint}
          </p>
        )}
        <div className="row room-code-actions">
          <CopyButton
            text={code}
            label={t`Copy Code`}
            copiedLabel={t`Copied!`}
            announcement={t`Room code copied`}
            name="room code"
          />
          {votingOpen && (
            <CopyButton
              text={joinUrl}
              label={t`Copy Link`}
              copiedLabel={t`Link copied!`}
              announcement={t`Join link copied`}
              name="join link"
            />
          )}
        </div>
      </div>
      {votingOpen && (
        <JoinQr
          className="room-code-qr"
          joinUrl={addressKnown ? joinUrl : null}
          roomName={roomName}
        />
      )}
    </section>
  );
}
