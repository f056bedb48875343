import { Trans, useLingui } from '@lingui/react/macro';
import { QrCode } from './qr-code.tsx';

/**
 * The QR code of a room's join link, captioned "Scan to join": an empty box
 * while `joinUrl` is null, until the server has said the address phones
 * reach (no QR code of a guess). `className` names the figure; its code and
 * caption take `__code` and `__caption` after it.
 */
export function JoinQr({
  joinUrl,
  roomName,
  className,
}: {
  joinUrl: string | null;
  roomName: string;
  className: string;
}) {
  const { t } = useLingui();
  return (
    <figure className={className}>
      {joinUrl ? (
        <QrCode
          className={`${className}__code`}
          text={joinUrl}
          label={t`QR code to join ${roomName}`}
        />
      ) : (
        <div className={`${className}__code`} aria-busy="true" />
      )}
      <figcaption className={`${className}__caption`}>
        <Trans>Scan to join</Trans>
      </figcaption>
    </figure>
  );
}
