import { Trans } from '@lingui/react/macro';

/**
 * A call that did not go through, said where it was made, with Try again:
 * the network dropped (a notice: nothing was lost, it can go again) or the
 * server refused it (an error, in its words).
 */
export function FailureNotice({
  text,
  offline,
  onRetry,
  onDismiss,
}: {
  text: string;
  offline: boolean;
  onRetry: () => void;
  onDismiss?: () => void;
}) {
  return (
    <div className={`expo-failure ${offline ? 'notice' : 'error-box'}`} role="alert">
      <p className="expo-failure__text">{text}</p>
      <div className="row expo-failure__actions">
        <button type="button" className="button button--secondary button--small" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
        {onDismiss && (
          <button type="button" className="button button--ghost button--small" onClick={onDismiss}>
            <Trans>Dismiss</Trans>
          </button>
        )}
      </div>
    </div>
  );
}
