import { useGetGlobalCommon } from '@generated/endpoints/common/common';
import { CategoryMenu } from './category-menu';
import { NavItems } from './nav-items';
import './nav.css';

interface Props {
  categoryMenu: boolean;
  nav: boolean;
  /** On the free-shipping zone pages the menu lists the zone's categories and carries the flag. */
  freeShipping?: boolean;
}

/** The bar under the header: the category menu and the nav items, both from GET /api/global/common. */
export function NavRow({ categoryMenu, nav, freeShipping = false }: Props) {
  const common = useGetGlobalCommon({ request: { silent: true }, query: { staleTime: 60_000 } });
  const data = common.data?.data;
  const categories = (freeShipping ? data?.category_yx : data?.category) ?? [];
  return (
    <div className="nav-row">
      <div className="ui container nav-row__inner">
        {categoryMenu && <CategoryMenu categories={Array.isArray(categories) ? categories : []} freeShipping={freeShipping} />}
        {nav && (
          <nav aria-label="频道导航" className="nav-row__nav">
            <NavItems items={Array.isArray(data?.nav) ? data.nav : []} />
          </nav>
        )}
      </div>
    </div>
  );
}
