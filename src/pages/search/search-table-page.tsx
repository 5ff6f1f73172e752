import { GoodsListView } from '@/features/catalogue/goods-list/goods-list-view';
import { SEARCH_VIEWS } from '@/pages/list/list-views';

export default function SearchTablePage() {
  return <GoodsListView title="搜索结果" view="table" views={SEARCH_VIEWS} />;
}
