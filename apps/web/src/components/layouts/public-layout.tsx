import type { ReactNode } from 'react';
import { Brand } from './brand';
import { cx } from '@/lib/class-names';
import './layouts.css';

type PublicLayoutProps = { children: ReactNode; isNarrow?: boolean };

/** The frame of the screens reachable without signing in: brand bar and one <main>. */
export function PublicLayout({ children, isNarrow = false }: PublicLayoutProps) {
  return (
    <div className="public-layout">
      <header className="public-layout__header">
        <Brand />
      </header>
      <main
        id="main"
        className={cx('public-layout__main', isNarrow && 'public-layout__main--narrow')}
      >
        {children}
      </main>
    </div>
  );
}
