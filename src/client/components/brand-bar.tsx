import type { ReactNode } from 'react';
import { LanguageSwitcher } from './language-switcher.tsx';
import './brand-bar.css';

/** The top bar: the VibeRank mark, whatever the view puts beside it, and the language. */
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
      <LanguageSwitcher />
    </header>
  );
}
