import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Room } from '#shared/api.ts';
import './presenter.css';

type Fullscreen = {
  available: boolean;
  active: boolean;
  toggle: () => Promise<void>;
  /** The browser refused the last toggle. */
  refused: boolean;
};

/**
 * The big screen's frame: dark and high-contrast for a projector, the room
 * name and challenge title on top, the fullscreen toggle, and what the
 * moment calls for below (joining and turnout, then the reveal).
 */
export function PresenterScreen({
  room,
  fullscreen,
  aside,
  transparent = false,
  children,
}: {
  room: Room;
  /** The fullscreen toggle; none on a screen that must show nothing but the room (a stream). */
  fullscreen: Fullscreen | null;
  /** Shown in the header beside the title, such as the time left. */
  aside?: ReactNode;
  /** No page background, for a streaming overlay. */
  transparent?: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className={transparent ? 'presenter presenter--transparent' : 'presenter'}>
      <header className="presenter-header">
        <div className="presenter-header__text">
          <p className="presenter-header__room">{room.name}</p>
          <h1 className="presenter-headline presenter-header__title">{room.title}</h1>
        </div>
        {aside}
        {fullscreen?.available && (
          <button
            type="button"
            className="presenter-button presenter-button--quiet"
            aria-keyshortcuts="F"
            onClick={() => void fullscreen.toggle()}
          >
            {fullscreen.active ? t`Exit fullscreen` : t`Fullscreen`}
            <span className="presenter-key" aria-hidden="true">
              F
            </span>
          </button>
        )}
      </header>
      {fullscreen?.refused && (
        <p className="presenter-note" role="alert">
          <Trans>The browser didn't allow fullscreen: use its own full-screen mode (F11).</Trans>
        </p>
      )}
      <main className="presenter-main">{children}</main>
    </div>
  );
}

/** The big screen's whole page for a message, such as why it cannot show the room. */
export function PresenterMessage({ title, text }: { title: string; text: string }) {
  return (
    <div className="presenter presenter--centred">
      <main className="presenter-message">
        <h1 className="presenter-headline presenter-message__title">{title}</h1>
        <p className="presenter-message__text">{text}</p>
      </main>
    </div>
  );
}

/** The big screen without a saved room: it opens from the organiser's dashboard. */
export function PresenterWithoutSession() {
  return (
    <div className="presenter presenter--centred">
      <main className="presenter-message">
        <h1 className="presenter-headline presenter-message__title">
          <Trans>Open the presenter screen from your dashboard</Trans>
        </h1>
        <p className="presenter-message__text">
          <Trans>
            The presenter screen shows the room this browser organises. Create a room, or open your
            dashboard, then press Present.
          </Trans>
        </p>
        <a className="presenter-button" href="/">
          <Trans>Back to Home</Trans>
        </a>
      </main>
    </div>
  );
}
