import { useLingui } from '@lingui/react/macro';
import { useCopy } from '#client/lib/use-copy.ts';
import { CopyFallbackDialog } from './copy-fallback-dialog.tsx';
import { type CopiedThing, copiedThingLabel, copyByHandTitle } from './link-words.ts';

/**
 * A button that copies `text` to the clipboard, then reads `copiedLabel`
 * for the spec's copy feedback time (and says so to screen readers). Where
 * nothing can copy, a dialog shows `text` selected, to copy by hand.
 */
export function CopyButton({
  text,
  label,
  copiedLabel,
  announcement,
  name,
}: {
  text: string;
  label: string;
  copiedLabel: string;
  /** What a screen reader hears once the text is copied. */
  announcement: string;
  /** What `text` is, for the dialog: "room code", "join link". */
  name: CopiedThing;
}) {
  const { i18n } = useLingui();
  const { copied, copy, manual, closeManual } = useCopy();

  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => void copy(text)}
      >
        {copied ? copiedLabel : label}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {copied ? announcement : ''}
      </span>
      {manual !== null && (
        <CopyFallbackDialog
          title={copyByHandTitle(i18n, name)}
          label={copiedThingLabel(i18n, name)}
          text={manual}
          onClose={closeManual}
        />
      )}
    </>
  );
}
