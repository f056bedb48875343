import type { ReactNode } from 'react';
import './brand-bar.css';

/** The top bar: the VibeRank mark, and whatever the view puts beside it. */
export function BrandBar({ children }: { children?: ReactNode }) {
  return (
    <header className="row brand-bar">
      <span className="brand">
        <span className="brand-mark" aria-hidden="true">
          ★
        </span>
        VibeRank
      </span>
      <span className="spacer" />
      {children}
    </header>
  );
}
