import type { ReactNode } from 'react';
import { MainHeader } from './main-header';
import { TopBar } from './top-bar';
import './header.css';

interface Props {
  search: ReactNode;
  logout: ReactNode;
}

/** The full header: the top bar and the logo row. */
export function SiteHeader({ search, logout }: Props) {
  return (
    <header className="site-header">
      <TopBar logout={logout} />
      <MainHeader search={search} />
    </header>
  );
}

export { LoginHeader } from './login-header';
export { StickyHeader } from './sticky-header';
