import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalIcon } from '#client/components/icons.tsx';
import { PRESENT_PATH } from '#client/lib/links.ts';

/** The presenter screen's own window: pressing Present again brings the same one back. */
const PRESENTER_WINDOW = 'viberank-presenter';

/**
 * Present: opens the presenter screen in a second window (to drag onto the
 * projector), on this origin so that it finds the saved admin room.
 */
export function PresentButton() {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className="button button--primary button--small"
      title={t`Open the presenter screen in a new window, for the projector`}
      onClick={() => window.open(PRESENT_PATH, PRESENTER_WINDOW)?.focus()}
    >
      <Trans context="open the presenter screen">Present</Trans> <ExternalIcon size={16} />
    </button>
  );
}
