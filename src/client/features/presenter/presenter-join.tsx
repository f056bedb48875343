import { Trans, useLingui } from '@lingui/react/macro';
import { QrCode } from '#client/components/qr-code.tsx';
import { joinLink } from '#client/lib/links.ts';
import type { PublicAddress } from '#shared/api.ts';
import { formatRoomCode } from '#shared/room-code.ts';
import './presenter-join.css';

/**
 * How to join, readable from the back of the hall: a large QR code of the
 * join link with the code filled in, the join address and the room code.
 */
export function PresenterJoin({
  address,
  code,
}: {
  address: PublicAddress & { loaded: boolean };
  code: string;
}) {
  const { t } = useLingui();
  const host = address.url.replace(/^https?:\/\//, '');
  const joinPage = `${host}/join`;
  return (
    <section className="presenter-join" aria-labelledby="presenter-join-title">
      <div className="presenter-join__qr">
        {address.loaded ? (
          <QrCode
            className="presenter-join__qr-code"
            text={joinLink(address.url, code)}
            label={t`QR code: join the room at ${joinPage}`}
          />
        ) : (
          <div className="presenter-join__qr-code" aria-busy="true" />
        )}
      </div>
      <div className="presenter-join__text">
        <h2 id="presenter-join-title" className="presenter-join__lead">
          <Trans>Scan to vote, or go to</Trans>
        </h2>
        <p className="presenter-headline presenter-join__url" data-testid="presenter-join-url">
          {host}
          {/* Too long for one line: break before /join, not inside a word. */}
          <wbr />
          /join
        </p>
        <p className="presenter-join__lead">
          <Trans>and enter the code</Trans>
        </p>
        <p className="presenter-join__code" data-testid="presenter-room-code">
          {formatRoomCode(code)}
        </p>
        {address.hint && <p className="presenter-note">{address.hint}</p>}
      </div>
    </section>
  );
}
