import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { LoginLink } from '@/components/login-link/login-link';
import { useStores } from '@/stores';
import './cart-drawer.css';

// The lines, the delete confirmation and their styles load the first time the drawer opens.
const DrawerContents = lazy(() => import('./drawer-contents'));

/**
 * The cart drawer's panel. Opening it reloads the lines when the cart was flagged changed; visitors are asked
 * to log in instead, so the drawer never sends a member call that would bounce them to the login page.
 */
export const CartDrawer = observer(function CartDrawer() {
  const { cart, session } = useStores();
  const heading = useRef<HTMLHeadingElement>(null);
  const member = session.isMember;

  useEffect(() => {
    if (!cart.drawerOpen) return;
    heading.current?.focus();
    if (member) void cart.loadLinesIfChanged();
  }, [cart.drawerOpen, member, cart]);

  return (
    <section className="cart-drawer" aria-labelledby="cart-drawer-title">
      <h2 id="cart-drawer-title" className="cart-drawer__title" tabIndex={-1} ref={heading}>
        购物车
      </h2>
      {member ? (
        <Suspense fallback={<p className="cart-drawer__status" role="status">加载中...</p>}>
          <DrawerContents />
        </Suspense>
      ) : (
        <p className="cart-drawer__status">
          请先<LoginLink>登录</LoginLink>后查看购物车
        </p>
      )}
    </section>
  );
});
