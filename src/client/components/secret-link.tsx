import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { CopyButton } from './copy-button.tsx';
import {
  copiedThingLabel,
  type SecretLinkKind,
  secretLinkCopied,
  secretLinkQrLabel,
} from './link-words.ts';
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
  what: SecretLinkKind;
  forWhom: string;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <>
      <QrCode
        text={link}
        label={secretLinkQrLabel(i18n, what, forWhom)}
        className="small-dialog__qr"
      />
      <div className="field">
        <label htmlFor={id}>{copiedThingLabel(i18n, what)}</label>
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
          label={t`Copy Link`}
          copiedLabel={t`Copied!`}
          announcement={secretLinkCopied(i18n, what)}
          name={what}
        />
        <button type="button" className="button button--primary" onClick={onDone}>
          {t({ message: 'Done', context: 'closes a dialog' })}
        </button>
      </div>
    </>
  );
}
