import type { NavItem } from '@generated/models';
import { FallbackImage } from '@/components/image/fallback-image';
import { Popover } from '@/components/popover/popover';
import { sitePath } from '@/lib/url/safe-link';
import { SiteLink } from '@/features/site-link';

/** At most 9 nav items fit beside the category menu. */
const MAX_NAV = 9;

/**
 * The nav items from common config; items with children or a picture open a popover on hover and focus, whose
 * trigger links to the item's target when that is a path of this site.
 */
export function NavItems({ items }: { items: NavItem[] }) {
  const list = items.filter((n) => n && typeof n.name === 'string').slice(0, MAX_NAV);
  return (
    <ul className="nav-items">
      {list.map((item) => {
        // is_open 0: not open yet, so the link is the empty one that says 活动未开始.
        const url = item.is_open === 0 ? '' : item.url;
        const children = Array.isArray(item.children) ? item.children.filter((c) => c && typeof c.name === 'string') : [];
        if (!children.length && !item.image) {
          return (
            <li key={item.id}>
              <SiteLink url={url} className="nav-items__link">{item.name}</SiteLink>
            </li>
          );
        }
        return (
          <li key={item.id}>
            <Popover trigger={item.name} href={sitePath(url) ?? undefined} label={item.name} align="center" className="nav-items__popover">
              {item.image && <FallbackImage src={item.image} alt={item.name} width={160} height={90} />}
              {children.length > 0 && (
                <ul className="nav-items__children">
                  {children.map((c) => (
                    <li key={c.id}>
                      <SiteLink url={c.is_open === 0 ? '' : c.url}>{c.name}</SiteLink>
                    </li>
                  ))}
                </ul>
              )}
            </Popover>
          </li>
        );
      })}
    </ul>
  );
}
