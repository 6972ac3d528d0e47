// The frame of the signed-out screens: logo, language switcher, one card.
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../../ui/language-switcher';
import { Logo } from '../../../ui/logo';
import { useAccent } from '../../../ui/use-accent';
import { FALLBACK_ACCENT } from '../../../domain/session';

export function AccessLayout({ children, accent = FALLBACK_ACCENT }: { children: ReactNode; accent?: string }) {
  useAccent(accent);
  return (
    <div className="access">
      <div className="access__top">
        <Logo height={32} />
        <LanguageSwitcher />
      </div>
      <main className="access__card">{children}</main>
    </div>
  );
}
