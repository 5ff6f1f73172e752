import type { ReactNode } from 'react';
import { CartDrawer } from '@/features/cart-drawer/cart-drawer';
import { SiteFooter } from '@/features/footer/site-footer';
import { LoginHeader, SiteHeader, StickyHeader } from '@/features/header/site-header';
import { LotteryHost } from '@/features/lottery/lottery-host';
import { FloatingSideNav } from '@/features/nav/floating-side-nav';
import { NavRow } from '@/features/nav/nav-row';
import { HotSearches } from '@/features/search/hot-searches';
import { SearchBox } from '@/features/search/search-box';
import { MemberCentreLayout } from '@/features/member-centre/member-centre-layout';
import { LogoutButton } from '@/features/session/logout-button';
import { SideBar } from '@/features/side-bar/side-bar';
import type { FlatRoute } from '@/lib/routes/route-table';

/** The free-shipping zone's pages use its category menu variant. */
const FREE_SHIPPING_ROUTES = new Set<string>(['yx_index', 'yx_table']);

interface Props {
  route: FlatRoute;
  children: ReactNode;
  /**
   * Drawn into the HTML shell, which the server sends for every address before the app knows the page: the frame names
   * no route (main's `data-route` is the page the app has drawn, and only that).
   */
  shell?: boolean;
}

/** The frame around every page, drawn from the route's layout flags (route-table.ts). */
export function SiteLayout({ route, children, shell = false }: Props) {
  const f = route.layout;
  return (
    <>
      <a className="skip-link" href="#main">跳到主要内容</a>
      {f.header && (
        <SiteHeader
          logout={<LogoutButton />}
          search={
            <>
              <SearchBox />
              <HotSearches />
            </>
          }
        />
      )}
      {!f.header && f.loginHeader && <LoginHeader heading={route.title} />}
      {(f.categoryMenu || f.nav) && <NavRow categoryMenu={f.categoryMenu} nav={f.nav} freeShipping={FREE_SHIPPING_ROUTES.has(route.name)} />}
      {f.header && <StickyHeader renderSearch={() => <SearchBox compact />} />}
      <main id="main" className="app-main" tabIndex={-1} data-route={shell ? undefined : route.name}>
        {f.memberCentre ? <MemberCentreLayout route={route.name}>{children}</MemberCentreLayout> : children}
      </main>
      {f.footer && <SiteFooter />}
      {f.sideBar && <SideBar drawer={<CartDrawer />} drawerDisabled={route.name === 'cart'} />}
      {f.header && <FloatingSideNav />}
      {/* In the first bundle (the popup itself is lazy): the bottom banner is fixed on screen and, on a phone, the
          largest picture of most pages, so it renders with the page instead of in a later pass. */}
      {/* The popup opens by itself only on a browsing page; a work page (route-table.ts) is never interrupted. */}
      {f.header && <LotteryHost popUp={!route.work} />}
    </>
  );
}
