import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useGetGlobalConfig } from '@generated/endpoints/common/common';
import { useGetUnreadMessageCount } from '@generated/endpoints/message/message';
import { scrollToTop } from '@/components/back-to-top';
import { CountBadge } from '@/components/badge/count-badge';
import { CartIcon, ChatIcon, MessageIcon, PhoneIcon, TopIcon, UserIcon } from '@/components/icons/icons';
import { Popover } from '@/components/popover/popover';
import { QrCode } from '@/components/qr-code/qr-code';
import { href } from '@/lib/routes/paths';
import { DRAWER_WIDTH, useStores } from '@/stores';
import './side-bar.css';

interface Props {
  /** The drawer panel (the cart-drawer feature renders it from the cart store). */
  drawer: ReactNode;
  /** The drawer is not usable on cart step 1: that page is the whole cart. */
  drawerDisabled?: boolean;
}

const SILENT = { request: { silent: true } } as const;

/**
 * The right-side bar: my account, the cart drawer (40 px collapsed, 310 px open), messages with the unread badge,
 * WeChat service, app QR and back to top. Esc closes the drawer and returns focus to the cart button.
 */
export const SideBar = observer(function SideBar({ drawer, drawerDisabled = false }: Props) {
  const { cart, session } = useStores();
  const member = session.isMember;
  const unread = useGetUnreadMessageCount({ ...SILENT, query: { enabled: member, staleTime: 60_000 } });
  const config = useGetGlobalConfig({ ...SILENT, query: { staleTime: 10 * 60_000 } });
  const site = config.data?.data;
  const unreadCount = unread.data?.data?.count ?? session.user?.message_count ?? 0;
  const cartButton = useRef<HTMLButtonElement>(null);
  const open = cart.drawerOpen && !drawerDisabled;

  useEffect(() => {
    if (drawerDisabled && cart.drawerOpen) cart.closeDrawer();
  }, [drawerDisabled, cart]);

  const close = () => {
    cart.closeDrawer();
    cartButton.current?.focus();
  };

  return (
    <aside
      className={`side-bar${open ? ' is-open' : ''}`}
      style={{ width: open ? DRAWER_WIDTH.open : DRAWER_WIDTH.collapsed }}
      aria-label="侧边工具栏"
      data-testid="side-bar"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close();
        }
      }}
    >
      <div className="side-bar__tabs">
        <Link href={href('user')} className="side-bar__tab" aria-label="我的账户" title="我的账户">
          <UserIcon />
        </Link>
        <button
          ref={cartButton}
          type="button"
          className={`side-bar__tab side-bar__tab--cart${open ? ' is-active' : ''}`}
          aria-expanded={open}
          aria-controls="cart-drawer"
          aria-disabled={drawerDisabled || undefined}
          title={drawerDisabled ? '您已在购物车页面' : '购物车'}
          onClick={() => {
            if (!drawerDisabled) cart.toggleDrawer();
          }}
        >
          <CartIcon />
          <span className="side-bar__tab-text">购物车</span>
          <CountBadge count={cart.count} label="购物车商品" className="side-bar__badge" />
        </button>
        <Link href={href('wdxx')} className="side-bar__tab" aria-label={`我的消息${unreadCount > 0 ? `，${unreadCount} 条未读` : ''}`} title="我的消息">
          <MessageIcon />
          <CountBadge count={unreadCount} label="未读消息" className="side-bar__badge" />
        </Link>
        <Popover trigger={<ChatIcon />} label="微信客服二维码" align="right" className="side-bar__popover" triggerLabel="微信客服">
          <QrCode value={site?.wechat_service?.url ?? ''} label={site?.wechat_service?.name ? `微信客服 ${site.wechat_service.name}` : '微信客服'} size={110} />
        </Popover>
        <Popover trigger={<PhoneIcon />} label="手机App下载二维码" align="right" className="side-bar__popover" triggerLabel="手机App">
          <QrCode value={site?.app_download_url ?? ''} label="扫码下载手机App" size={110} />
        </Popover>
        <button type="button" className="side-bar__tab side-bar__tab--top" onClick={scrollToTop} aria-label="返回顶部" title="返回顶部">
          <TopIcon />
        </button>
      </div>
      <div id="cart-drawer" className="side-bar__drawer" hidden={!open}>
        {open && (
          <>
            <button type="button" className="side-bar__close" onClick={close} aria-label="关闭购物车">×</button>
            {drawer}
          </>
        )}
      </div>
    </aside>
  );
});
