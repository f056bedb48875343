import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { PresenterMessage } from '#client/features/presenter/presenter-screen.tsx';
import { useFullscreen } from '#client/features/presenter/use-fullscreen.ts';
import { usePresenterKeys } from '#client/features/presenter/use-presenter-keys.ts';
import { useWakeLock } from '#client/features/presenter/use-wake-lock.ts';
import { useRoomI18n } from '#client/lib/i18n/room-i18n.ts';
import { useScreenRoom } from '#client/lib/live-room/use-room.ts';
import { BigScreen } from './big-screen.tsx';
import './screen-page.css';

/** The page's own background, gone for a streaming overlay. */
function useTransparentPage(transparent: boolean): void {
  useEffect(() => {
    if (!transparent) return;
    document.documentElement.classList.add('transparent-page');
    return () => document.documentElement.classList.remove('transparent-page');
  }, [transparent]);
}

/**
 * A screen link (/screen#screen=…): the big screen of a room on another
 * machine, such as a streaming PC or a hall screen. It shows what the
 * presenter shows, following the reveal as the organiser runs it, and can
 * do nothing: no button to press, no key needed, nothing that waits for a
 * click. `transparent` (?background=transparent) draws no page background.
 */
export function ScreenPage({
  roomId,
  token,
  transparent,
}: {
  roomId: string;
  token: string;
  transparent: boolean;
}) {
  const { t } = useLingui();
  const live = useScreenRoom(roomId, token);
  const fullscreen = useFullscreen();
  usePresenterKeys({ onFullscreen: () => void fullscreen.toggle(), onNext: null });
  useWakeLock();
  useTransparentPage(transparent);
  const roomI18n = useRoomI18n(live.state?.room.language);

  if (live.end === 'screen-revoked' || live.end === 'forbidden') {
    return (
      <PresenterMessage
        title={t`This screen link was revoked`}
        text={t`It no longer shows the room. Ask the organiser for a new screen link.`}
      />
    );
  }
  if (live.end) {
    return (
      <PresenterMessage
        title={t`This room is no longer available`}
        text={t`Ask the organiser for a new screen link.`}
      />
    );
  }
  const { state } = live;
  if (!state || !roomI18n) {
    return (
      <PresenterMessage title={t`Loading room…`} text={t`The big screen opens in a moment.`} />
    );
  }
  const bigScreen = (
    <BigScreen
      state={state}
      status={live.status}
      fullscreen={transparent ? null : fullscreen}
      transparent={transparent}
      action={null}
    />
  );
  return <I18nProvider i18n={roomI18n}>{bigScreen}</I18nProvider>;
}
