import { useId } from 'react';
import { CopyButton } from './copy-button.tsx';
import { QrCode } from './qr-code.tsx';

/**
 * A link that carries a secret (an organiser's, a judge's, a team's): its QR
 * code, the link itself to select or copy, and Done. `what` names it ("judge
 * link"), `forWhom` whose it is.
 */
export function SecretLink({
  link,
  what,
  forWhom,
  onDone,
}: {
  link: string;
  what: 'organiser link' | 'judge link' | 'team link' | 'screen link';
  forWhom: string;
  onDone: () => void;
}) {
  const id = useId();
  const label = `${what.charAt(0).toUpperCase()}${what.slice(1)}`;
  return (
    <>
      <QrCode
        text={link}
        label={`QR code of the ${what} for ${forWhom}`}
        className="small-dialog__qr"
      />
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          className="input small-dialog__link"
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="small-dialog__actions">
        <CopyButton
          text={link}
          label="Copy Link"
          copiedLabel="Copied!"
          announcement={`${label} copied`}
          name={what}
        />
        <button type="button" className="button button--primary" onClick={onDone}>
          Done
        </button>
      </div>
    </>
  );
}
