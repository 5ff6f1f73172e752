import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LoginLink } from '@/components/login-link/login-link';
import { href } from '@/lib/routes/paths';
import { useStores } from '@/stores';
import { SiteLink } from '@/features/site-link';
import { addToDesktop } from './add-to-desktop';
import { AppQrPopover } from './app-qr';

interface Props {
  /** The 安全退出 button (the session feature owns logging out). */
  logout: ReactNode;
}

/** The thin bar above the header: greeting or company, links, the app QR popover. */
export const TopBar = observer(function TopBar({ logout }: Props) {
  const { session } = useStores();
  const member = session.isMember;
  const qi = session.qualityInspection;
  return (
    <div className="top-bar">
      <div className="ui container top-bar__inner">
        <div className="top-bar__left">
          {member ? (
            <>
              <span className="top-bar__wide">您好，</span>
              <Link href={href('user')} className="top-bar__company">{session.user?.company}</Link>
              {logout}
              {qi && (
                <SiteLink url={qi.url} className="top-bar__qi top-bar__wide">{qi.text}</SiteLink>
              )}
            </>
          ) : (
            <>
              <span className="top-bar__wide">您好，欢迎来到药采平台！</span>
              <LoginLink>请登录</LoginLink>
              <Link href={href('register')}>免费注册</Link>
            </>
          )}
        </div>
        <nav className="top-bar__links" aria-label="快捷链接">
          {/* 返回首页, 添加到桌面 and the app's QR serve a desk: a phone has the logo, its home screen and the app. */}
          <Link href={href('home')} className="top-bar__wide">返回首页</Link>
          <button type="button" className="top-bar__button top-bar__wide" onClick={addToDesktop}>添加到桌面</button>
          <Link href={href('user')}>会员中心</Link>
          <Link href={href('order')}>我的订单</Link>
          <Link href={href('dzfp')}>电子发票查询</Link>
          <span className="top-bar__wide">
            <AppQrPopover />
          </span>
        </nav>
      </div>
    </div>
  );
});
