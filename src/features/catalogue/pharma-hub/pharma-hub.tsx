import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useGetYyhHub, useListYyhGoods } from '@generated/endpoints/zone/zone';
import { QueryState } from '@/components/query-state';
import { href, useDocumentTitle } from '@/lib/routes';
import { readId } from '@/lib/url/id-param';
import { CardSkeletons, GoodsGrid } from '@/features/catalogue/goods-list/goods-grid';
import { listQueryToRecord, PAGE_SIZE, parseListQuery, type ListQuery } from '@/features/catalogue/list-filters/list-query';
import { ZoneGoodsView } from '@/features/catalogue/zone/zone-goods-view';
import '@/features/catalogue/catalogue.css';
import '@/features/catalogue/templates/templates.css';
import '@/features/catalogue/zone/zone.css';
import './pharma-hub.css';

const SIZE = PAGE_SIZE.cards;

/** /yyh 医药汇: the hub's sections, each a few goods and a link to the whole section on /yyh/list. */
export function PharmaHubView() {
  const q = useGetYyhHub();
  const data = q.data?.data;
  useDocumentTitle(data?.title);
  return (
    <div className="ui container goods-list zone-template">
      <header className="zone__head">
        <h1 className="goods-list__title">{data?.title ?? '医药汇'}</h1>
        <Link href={href('yyh_list')} className="zone__head-link">全部商品</Link>
      </header>
      <QueryState
        query={q}
        data={Array.isArray(data?.sections) ? data.sections : null}
        placeholder={<CardSkeletons count={10} />}
        className="goods-list__empty"
        failText="医药汇加载失败，请稍候再试"
      >
        {(sections) =>
          sections.map((s, i) => (
            <section key={s.id} className="zone-section" aria-label={s.name}>
              <header className="zone-section__head">
                <h2>{s.name}</h2>
                <Link href={href('yyh_list', undefined, { section_id: s.id })}>查看更多</Link>
              </header>
              {s.goods.length > 0 ? <GoodsGrid goods={s.goods} eagerCount={i === 0 ? 5 : 0} /> : <p className="goods-list__empty">暂无商品</p>}
            </section>
          ))
        }
      </QueryState>
    </div>
  );
}

/** /yyh/list?section_id=1: one section (or the whole hub) with keywords, sort and pages in the address. */
export function PharmaHubListView() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const sectionId = readId(new URLSearchParams(search).get('section_id')) ?? undefined;
  const query = parseListQuery(search);
  const hub = useGetYyhHub();
  const list = useListYyhGoods({
    section_id: sectionId,
    keywords: query.keywords,
    sort: query.sort ?? 'default',
    order: query.sort ? (query.order ?? 'desc') : undefined,
    page: query.page ?? 1,
    page_size: SIZE,
  });
  const go = (next: ListQuery, section = sectionId) => {
    const r = listQueryToRecord(next);
    navigate(href('yyh_list', undefined, { section_id: section, keywords: r.keywords, sort: r.sort, order: r.order, page: r.page }));
  };
  const [kw, setKw] = useState(query.keywords ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ ...query, keywords: kw.trim() || undefined, page: undefined });
  };
  const sections = hub.data?.data.sections ?? [];
  const current = sections.find((s) => s.id === sectionId);
  return (
    <>
      <div className="ui container">
        <nav className="yyh-sections" aria-label="医药汇版块">
          <Link href={href('yyh_list')} className={sectionId === undefined ? 'is-active' : ''}>
            全部
          </Link>
          {sections.map((s) => (
            <Link key={s.id} href={href('yyh_list', undefined, { section_id: s.id })} className={s.id === sectionId ? 'is-active' : ''}>
              {s.name}
            </Link>
          ))}
        </nav>
        <form className="yyh-search ui form" role="search" onSubmit={submit}>
          <input aria-label="在医药汇中搜索" placeholder="药品名称/拼音首字母" value={kw} maxLength={50} onChange={(e) => setKw(e.target.value)} />
          <button type="submit" className="ui button">
            搜索
          </button>
        </form>
      </div>
      <ZoneGoodsView
        title={current ? `医药汇 · ${current.name}` : '医药汇'}
        intro={<Link href={href('yyh')}>返回医药汇首页</Link>}
        page={list.data?.data}
        call={list}
        query={query}
        go={(next) => go(next)}
        pageSize={SIZE}
      />
    </>
  );
}
