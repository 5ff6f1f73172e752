import { GoodsListView } from '@/features/catalogue/goods-list/goods-list-view';
import { LIST_VIEWS } from './list-views';

export default function ListPage() {
  return <GoodsListView title="药品列表" view="cards" views={LIST_VIEWS} />;
}
