import { SORTS, type ListQuery } from './list-query';

/**
 * The sort buttons of every goods list (综合, 销量, 价格, 新品): pressing the active key flips its direction; a new key
 * starts ascending for price and descending otherwise. `onSort` gets the query fields to change.
 */
export function SortButtons({ query, onSort }: { query: ListQuery; onSort: (patch: Pick<ListQuery, 'sort' | 'order'>) => void }) {
  const current = query.sort ?? 'default';
  return (
    <div className="list-filters__sorts" role="group" aria-label="排序">
      {SORTS.map(({ sort, text }) => {
        const active = current === sort;
        const dir = active && sort !== 'default' ? (query.order ?? 'desc') : undefined;
        return (
          <button
            key={sort}
            type="button"
            className={`list-filters__sort${active ? ' is-active' : ''}`}
            aria-pressed={active}
            onClick={() =>
              onSort(
                sort === 'default'
                  ? { sort: undefined, order: undefined }
                  : { sort, order: active ? (dir === 'desc' ? 'asc' : 'desc') : sort === 'price' ? 'asc' : 'desc' },
              )
            }
          >
            {text}
            {dir && <span aria-label={dir === 'asc' ? '升序' : '降序'}>{dir === 'asc' ? '↑' : '↓'}</span>}
          </button>
        );
      })}
    </div>
  );
}
