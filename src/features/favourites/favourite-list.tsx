import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { getListFavoritesQueryKey, useCancelFavorites, useListFavorites } from '@generated/endpoints/favorite/favorite';
import type { Goods } from '@generated/models';
import { Button } from '@/components/button/button';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { FallbackImage } from '@/components/image/fallback-image';
import { PageLinks } from '@/components/pager/page-links';
import { QueryState, readPage } from '@/components/query-state';
import '@/components/self-service/self-service.css';
import { goodsTitle } from '@/domain/goods-name';
import { href } from '@/lib/routes/paths';
import { pageParam } from '@/lib/url/page-param';
import { useStores } from '@/stores';
import './favourites.css';

/** The server's page size for favourites (the contract's listFavorites answers 20 a page). */
const FAVOURITES_PAGE_SIZE = 20;

interface Props {
  /** The price of a goods as the catalogue shows it (member price, ladder, 控销). */
  renderPrice(goods: Goods): ReactNode;
  /** The catalogue's buy controls: 中包装 stepper and 加入购物车, or why the goods cannot be bought. */
  renderBuy(goods: Goods): ReactNode;
  /** The address of a goods' detail page. */
  goodsHref(goods: Goods): string;
  /** The reminders a favourite offers (降价提醒, 到货提醒 when it is short), under its price. */
  renderReminders?(goods: Goods): ReactNode;
}

/**
 * /star (我的收藏): the favourite goods, paged (the page lives in the address); cancel one or the selected ones after a
 * confirmation; add to the cart from here through the catalogue's own controls; an empty state that leads to the
 * catalogue.
 */
export function FavouriteListView({ renderPrice, renderBuy, goodsHref, renderReminders }: Props) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const page = pageParam(new URLSearchParams(search).get('page'));
  const pageHref = (p: number) => (p > 1 ? `${href('star')}?page=${p}` : href('star'));
  const list = useListFavorites({ page }, { query: { placeholderData: keepPreviousData } });
  const answer = readPage<Goods>(list.data);
  const total = answer?.total ?? 0;
  const goods = (answer?.list ?? []).filter((g) => typeof g.id === 'number');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [asking, setAsking] = useState<number[] | null>(null);
  const cancel = useCancelFavorites();
  const busy = useRef(false);
  const queryClient = useQueryClient();
  const { ui } = useStores();
  const chosen = goods.filter((g) => selected.has(g.id)).map((g) => g.id);
  const allChosen = goods.length > 0 && chosen.length === goods.length;

  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const confirmCancel = () => {
    const ids = asking;
    setAsking(null);
    if (!ids || ids.length === 0 || busy.current) return;
    busy.current = true;
    cancel
      .mutateAsync({ data: { goods_ids: ids } })
      .then(async (res) => {
        ui.toast(typeof res?.msg === 'string' && res.msg ? res.msg : '取消收藏成功');
        setSelected((s) => new Set([...s].filter((id) => !ids.includes(id))));
        // The last goods of a later page gone: show the page before it.
        if (page > 1 && ids.length >= goods.length) navigate(pageHref(page - 1));
        await queryClient.invalidateQueries({ queryKey: getListFavoritesQueryKey() });
      })
      .catch(() => undefined) // the transport has shown why; the list is unchanged
      .finally(() => {
        busy.current = false;
      });
  };

  const names = (ids: number[]) => {
    const g = goods.find((x) => x.id === ids[0]);
    return ids.length === 1 && g ? `确定取消收藏「${g.name}」吗？` : `确定取消收藏选中的 ${ids.length} 个商品吗？`;
  };

  return (
    <div className="ss-page">
      <div className="ss-page__head">
        <h1 className="ss-page__title">我的收藏</h1>
        {total > 0 ? <span className="ss-muted">共 {total} 个商品</span> : null}
      </div>
      <QueryState
        query={list}
        data={answer ? goods : null}
        empty={
          <>
            <p>收藏夹还是空的，在商品页点「收藏」即可把常购品种放到这里。</p>
            <Link href={href('list')} className="ui small primary button">
              去逛逛
            </Link>
          </>
        }
        failText="收藏加载失败，请稍后重试。"
      >
        {() => (
          <>
            <div className="fav-toolbar">
              <label className="fav-check">
                <input type="checkbox" checked={allChosen} onChange={(e) => setSelected(e.target.checked ? new Set(goods.map((g) => g.id)) : new Set())} />
                全选本页
              </label>
              <Button type="button" size="small" disabled={chosen.length === 0 || cancel.isPending} onClick={() => setAsking(chosen)}>
                取消收藏{chosen.length > 0 ? `（${chosen.length}）` : ''}
              </Button>
            </div>
            <ul className="fav-list" data-testid="favourites">
              {goods.map((g) => (
                <li key={g.id} className="fav-item" data-goods-id={g.id}>
                  <label className="fav-check fav-item__check">
                    <input type="checkbox" checked={selected.has(g.id)} onChange={(e) => toggle(g.id, e.target.checked)} />
                    <span className="visually-hidden">
                      选择 {g.name} {g.ypgg}
                    </span>
                  </label>
                  <Link href={goodsHref(g)} className="fav-item__image" tabIndex={-1} aria-hidden="true">
                    <FallbackImage src={Array.isArray(g.goods_image) ? g.goods_image[0]?.list : null} alt="" width={72} height={72} />
                  </Link>
                  <div className="fav-item__info">
                    <Link href={goodsHref(g)} className="fav-item__name">
                      {goodsTitle(g.name, g.trade_name)}
                    </Link>
                    <p className="fav-item__meta">
                      {g.ypgg} · {g.sccj}
                    </p>
                    <p className="fav-item__meta">
                      中包装 {g.zbz}
                      {g.bzdw}
                    </p>
                    <div className="fav-item__price">{renderPrice(g)}</div>
                    {renderReminders ? <div className="fav-item__reminders">{renderReminders(g)}</div> : null}
                  </div>
                  <div className="fav-item__buy">{renderBuy(g)}</div>
                  <button type="button" className="ss-link-button fav-item__cancel" disabled={cancel.isPending} onClick={() => setAsking([g.id])} aria-label={`取消收藏 ${g.name} ${g.ypgg}`}>
                    取消收藏
                  </button>
                </li>
              ))}
            </ul>
            <PageLinks page={page} total={total} pageSize={FAVOURITES_PAGE_SIZE} hrefOf={pageHref} onPage={(p) => navigate(pageHref(p))} />
          </>
        )}
      </QueryState>
      <ConfirmDialog open={asking !== null} text={asking ? names(asking) : ''} confirmText="取消收藏" cancelText="再想想" onConfirm={confirmCancel} onCancel={() => setAsking(null)} />
    </div>
  );
}
