import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { href, type RouteName } from '@/lib/routes/paths';
import { useStores } from '@/stores';
import { currentMenuItem, MEMBER_MENU } from './member-menu';
import './member-centre.css';

interface Props {
  /** The route being shown: its menu entry is marked as the current page. */
  route: RouteName;
  children: ReactNode;
}

/** The member's card above the menu: company, rank, account manager and qualification status. */
const MemberCard = observer(function MemberCard() {
  const { session } = useStores();
  const user = session.isMember ? session.user : null;
  if (!user) {
    return (
      <div className="member-card member-card--loading" aria-busy={session.status === 'loading'}>
        <p className="member-card__company">会员中心</p>
      </div>
    );
  }
  const passed = user.is_passed === 1;
  return (
    <div className="member-card">
      <p className="member-card__company" title={user.company ?? undefined}>{user.company}</p>
      {user.rank && <p className="member-card__rank">会员等级：{user.rank}</p>}
      {session.managerLabel && (
        <p className="member-card__manager">
          客户经理：{session.managerLabel}
          {session.admin?.phone && <span className="member-card__phone"> {session.admin.phone}</span>}
        </p>
      )}
      <p className="member-card__status">
        资质状态：
        <Link href={href('zzzj')} className={passed ? 'member-card__ok' : 'member-card__warn'}>
          {passed ? '已审核通过' : '待审核或需更新'}
        </Link>
      </p>
    </div>
  );
});

/**
 * The frame of every member-centre page (account, wallet, orders, self-service): the member's card and the left
 * menu with the current page marked, then the page. On a phone the menu folds into a disclosure above the page.
 */
export function MemberCentreLayout({ route, children }: Props) {
  const current = currentMenuItem(route);
  const menu = (
    <nav className="member-menu" aria-label="会员中心菜单">
      {MEMBER_MENU.map((group) => (
        <section key={group.title} className="member-menu__group">
          <h2 className="member-menu__title">{group.title}</h2>
          <ul>
            {group.items.map((item) => {
              const isCurrent = item === current;
              return (
                <li key={item.name}>
                  <Link
                    href={item.to}
                    className={`member-menu__link${isCurrent ? ' is-current' : ''}`}
                    aria-current={isCurrent ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
  return (
    <div className="member-centre">
      <aside className="member-centre__side">
        <MemberCard />
        <details className="member-centre__fold">
          <summary>{current ? `会员中心 · ${current.label}` : '会员中心菜单'}</summary>
          {menu}
        </details>
        <div className="member-centre__menu-wide">{menu}</div>
      </aside>
      <div className="member-centre__page">{children}</div>
    </div>
  );
}
