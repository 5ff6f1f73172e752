import { Link } from 'wouter';
import { href } from '@/lib/routes/paths';
import { addToDesktop } from './add-to-desktop';
import { AppQrPopover } from './app-qr';
import { Logo } from './logo';
import { ManagerInfo } from './manager';

/** The login-style header (login, register, forget): return home, add to desktop, app QR, hotline, manager. */
export function LoginHeader({ heading }: { heading?: string }) {
  return (
    <header className="login-header">
      <div className="ui container login-header__inner">
        <div className="login-header__brand">
          <Logo />
          {heading && <span className="login-header__heading">{heading}</span>}
        </div>
        <nav className="login-header__links" aria-label="快捷链接">
          <Link href={href('home')}>返回首页</Link>
          <button type="button" className="top-bar__button" onClick={addToDesktop}>添加到桌面</button>
          <AppQrPopover />
        </nav>
        <ManagerInfo />
      </div>
    </header>
  );
}
