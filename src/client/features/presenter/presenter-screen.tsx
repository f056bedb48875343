import type { ReactNode } from 'react';
import type { Room } from '#shared/api.ts';
import './presenter.css';

type Fullscreen = {
  available: boolean;
  active: boolean;
  toggle: () => Promise<void>;
  error: string | null;
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
            {fullscreen.active ? 'Exit fullscreen' : 'Fullscreen'}
            <span className="presenter-key" aria-hidden="true">
              F
            </span>
          </button>
        )}
      </header>
      {fullscreen?.error && (
        <p className="presenter-note" role="alert">
          {fullscreen.error}
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
          Open the presenter screen from your dashboard
        </h1>
        <p className="presenter-message__text">
          The presenter screen shows the room this browser organises. Create a room, or open your
          dashboard, then press Present.
        </p>
        <a className="presenter-button" href="/">
          Back to Home
        </a>
      </main>
    </div>
  );
}
