import { useCallback, useState } from 'react';
import { copyText } from './copy-text.ts';
import { useCopiedFeedback } from './use-copied-feedback.ts';

/**
 * A copy button's state: `copied` for the spec's feedback time after a copy
 * that really happened, else `manual`, the text to show for copying by hand
 * (CopyFallbackDialog), until `closeManual`.
 */
export function useCopy() {
  const { copied, show } = useCopiedFeedback();
  const [manual, setManual] = useState<string | null>(null);

  const copy = useCallback(
    async (text: string) => {
      if (await copyText(text)) show();
      else setManual(text);
    },
    [show],
  );
  const closeManual = useCallback(() => setManual(null), []);

  return { copied, show, copy, manual, showManual: setManual, closeManual };
}
