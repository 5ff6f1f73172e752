import { GoodsListView } from '@/features/catalogue/goods-list/goods-list-view';
import { href, type PageProps } from '@/lib/routes';

/** /list/other/{id}/{name?}: the drugs of one category; the name in the address is its heading. */
export default function ListOtherPage({ params }: PageProps) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) return <p className="ui container goods-list__empty">分类不存在</p>;
  return (
    <GoodsListView
      key={id}
      title={params.name ? params.name : '药品列表'}
      view="cards"
      views={{ cards: href('list_other', { id, name: params.name }) }}
      fixed={{ category_id: id }}
      hideCategory
    />
  );
}
