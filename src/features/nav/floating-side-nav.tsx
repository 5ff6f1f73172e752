import { Link } from 'wouter';
import { BackToTopButton } from '@/components/back-to-top';
import { useScrolledPast } from '@/components/use-scrolled-past';
import { href } from '@/lib/routes/paths';

const LINKS: ReadonlyArray<[string, string]> = [
  [href('home'), '首页'],
  [href('yx_index'), '包邮专区'],
  [href('lqzx'), '领券中心'],
  [href('mrtj'), '每日特价'],
  [href('ppzq'), '品牌专区'],
  [href('kjcg'), '快捷采购'],
];

/** The floating side navigation: zone links and back-to-top, shown once the header has scrolled away. */
export function FloatingSideNav() {
  const shown = useScrolledPast(205);
  if (!shown) return null;
  return (
    <nav className="floating-side-nav" aria-label="侧边导航">
      <ul>
        {LINKS.map(([to, label]) => (
          <li key={to}>
            <Link href={to}>{label}</Link>
          </li>
        ))}
        <li>
          <BackToTopButton className="floating-side-nav__top" />
        </li>
      </ul>
    </nav>
  );
}
