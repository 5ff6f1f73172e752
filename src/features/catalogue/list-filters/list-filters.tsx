import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { MenuItem } from '@generated/models';
import { toQueryString } from '@/lib/routes';
import { SortButtons } from './sort-buttons';
import { ZONE_FLAGS, listQueryToRecord, updateListQuery, type ListQuery } from './list-query';

export type ListView = 'cards' | 'table' | 'noImage';
const VIEW_TEXT: Record<ListView, string> = { cards: '大图', table: '列表', noImage: '无图' };

interface Props {
  query: ListQuery;
  onChange: (next: ListQuery) => void;
  categories: MenuItem[];
  /** The page's own fixed filters are not offered again (the category of /list/other, a zone's flag). */
  hideCategory?: boolean;
  hideFlags?: readonly string[];
  /** The views this list offers, each the path of its route; the current one is `view`. */
  views: Partial<Record<ListView, string>>;
  view: ListView;
  total?: number;
}

function flatten(items: MenuItem[], depth = 0): { id: number; name: string; depth: number }[] {
  return items.flatMap((c) => [{ id: c.id, name: c.name, depth }, ...flatten(c.children ?? [], depth + 1)]);
}

/** Category, manufacturer, zone flags, in stock, sort and view: all of it lives in the address (see list-query). */
export function ListFilters({ query, onChange, categories, hideCategory, hideFlags = [], views, view, total }: Props) {
  const [sccj, setSccj] = useState(query.sccj ?? '');
  useEffect(() => setSccj(query.sccj ?? ''), [query.sccj]);
  const set = (patch: Partial<ListQuery>) => onChange(updateListQuery(query, patch));
  const submitSccj = (e: FormEvent) => {
    e.preventDefault();
    set({ sccj: sccj.trim() || undefined });
  };
  const qs = toQueryString(listQueryToRecord({ ...query, page: undefined }));

  return (
    <section className="list-filters" aria-label="筛选与排序">
      <div className="list-filters__row">
        {!hideCategory && (
          <label className="list-filters__field">
            <span>分类</span>
            <select value={query.category_id ?? ''} onChange={(e) => set({ category_id: e.target.value ? Number(e.target.value) : undefined })}>
              <option value="">全部分类</option>
              {flatten(categories).map((c) => (
                <option key={c.id} value={c.id}>
                  {'\u3000'.repeat(c.depth)}
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <form className="list-filters__field" onSubmit={submitSccj} role="search" aria-label="按生产厂家筛选">
          <label>
            <span>生产厂家</span>
            <input value={sccj} onChange={(e) => setSccj(e.target.value)} placeholder="输入厂家全称" maxLength={100} />
          </label>
          <button type="submit" className="ui mini button">
            筛选
          </button>
          {query.sccj && (
            <button type="button" className="ui mini basic button" onClick={() => set({ sccj: undefined })}>
              清除
            </button>
          )}
        </form>
        {ZONE_FLAGS.filter(([f]) => !hideFlags.includes(f)).map(([flag, text]) => (
          <label key={flag} className="list-filters__check">
            <input type="checkbox" checked={query[flag] === 1} onChange={(e) => set({ [flag]: e.target.checked ? 1 : undefined })} />
            {text}
          </label>
        ))}
        <label className="list-filters__check">
          <input type="checkbox" checked={query.in_stock === 1} onChange={(e) => set({ in_stock: e.target.checked ? 1 : undefined })} />
          仅看有货
        </label>
      </div>
      <div className="list-filters__row list-filters__row--sort">
        <SortButtons query={query} onSort={(patch) => set(patch)} />
        <span className="list-filters__total">{total === undefined ? '\u00a0' : `共 ${total} 个商品`}</span>
        <nav className="list-filters__views" aria-label="显示方式">
          {(Object.keys(views) as ListView[]).map((v) => (
            <Link key={v} href={`${views[v]}${qs}`} className={`list-filters__view${v === view ? ' is-active' : ''}`} aria-current={v === view ? 'page' : undefined}>
              {VIEW_TEXT[v]}
            </Link>
          ))}
        </nav>
      </div>
    </section>
  );
}
