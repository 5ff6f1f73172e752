import type { ReactNode } from 'react';
import { CartButton } from './cart-button';
import { Logo } from './logo';
import { ManagerInfo } from './manager';
import { TopRightBanner } from './top-right-banner';

interface Props {
  /** The search box and hot searches (the search feature owns them). */
  search: ReactNode;
}

/** The logo row: logo, search, cart, the account manager and the top-right banner. */
export function MainHeader({ search }: Props) {
  return (
    <div className="main-header">
      <div className="ui container main-header__inner">
        <Logo />
        <div className="main-header__search">{search}</div>
        <div className="main-header__side">
          <CartButton />
          <ManagerInfo />
        </div>
        <TopRightBanner />
      </div>
    </div>
  );
}
