import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { getListRemindersQueryKey, useCancelReminder, useListReminders } from '@generated/endpoints/reminder/reminder';
import type { ListRemindersStatus } from '@generated/models/listRemindersStatus';
import type { ListRemindersType } from '@generated/models/listRemindersType';
import type { Reminder } from '@generated/models/reminder';
import { FallbackImage } from '@/components/image/fallback-image';
import { Money } from '@/components/money/money';
import { PageLinks } from '@/components/pager/page-links';
import { QueryState } from '@/components/query-state';
import { goodsTitle } from '@/domain/goods-name';
import { href } from '@/lib/routes/paths';
import { useStores } from '@/stores';
import {
  KIND_TABS,
  readReminderPage,
  readReminderQuery,
  reminderGoodsHref,
  reminderHref,
  reminderStatus,
  REMINDERS_PAGE_SIZE,
  STATUS_FILTERS,
  type ReminderQuery,
} from './reminder-rules';
// The member centre's list look (drawn without the UI kit: the buttons are plain, with the kit's classes).
import '@/components/self-service/self-service.css';
import './reminders.css';

function What({ r }: { r: Reminder }) {
  if (r.type === 1) {
    return <>期望数量 {r.number ?? '—'}</>;
  }
  return (
    <>
      {r.target_price !== null ? (
        <>
          目标价 <Money yuan={r.target_price} />
        </>
      ) : (
        '任意降价'
      )}
      {r.price_then !== null ? (
        <span className="reminder-item__then">
          （订阅时 <Money yuan={r.price_then} />）
        </span>
      ) : null}
    </>
  );
}

function ReminderItem({ r, busy, onCancel }: { r: Reminder; busy: boolean; onCancel: (r: Reminder) => void }) {
  const title = goodsTitle(r.name, r.trade_name);
  const to = reminderGoodsHref(r.goods_id);
  const s = reminderStatus(r.status);
  return (
    <li className="reminder-item" data-reminder-id={r.id}>
      <Link href={to} className="reminder-item__image" tabIndex={-1} aria-hidden="true">
        <FallbackImage src={r.image || undefined} alt="" width={64} height={64} />
      </Link>
      <div className="reminder-item__info">
        <p className="reminder-item__tags">
          <span className={`reminder-item__kind reminder-item__kind--${r.type}`}>{r.type === 1 ? '到货提醒' : '降价提醒'}</span>
          <span className={`ss-status ss-status--${s.tone}`}>{s.text}</span>
        </p>
        <h2 className="reminder-item__name">
          <Link href={to}>{title}</Link>
        </h2>
        <p className="reminder-item__meta">{[r.ypgg, r.sccj].filter(Boolean).join(' · ')}</p>
        <p className="reminder-item__what">
          <What r={r} />
        </p>
        <p className="reminder-item__time">
          {r.created_at ? <span>订阅于 {r.created_at}</span> : null}
          {r.fired_at ? (
            <span>
              {r.type === 1 ? '到货于' : '降价于'} {r.fired_at}
            </span>
          ) : null}
        </p>
      </div>
      <div className="reminder-item__actions">
        <Link href={to} className="ui small button" aria-label={`${r.status === 1 || r.status === 2 ? '去采购' : '查看商品'}：${title}`}>
          {r.status === 1 || r.status === 2 ? '去采购' : '查看商品'}
        </Link>
        {r.status === 0 ? (
          <button type="button" className="ss-link-button" disabled={busy} onClick={() => onCancel(r)} aria-label={`取消提醒：${title}`}>
            取消提醒
          </button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * /dhtx (到货提醒): the buyer's arrival and price-drop reminders, newest first, by kind (tabs) and status, paged; the
 * kind, status and page live in the address. A waiting one can be cancelled. An answer that is not a page says the
 * list could not be read; reminders that cannot be drawn are left out.
 */
export function ReminderListView() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = readReminderQuery(search);
  const go = (change: Partial<ReminderQuery>) => navigate(reminderHref({ ...query, ...change }));
  const pageHref = (p: number) => reminderHref({ ...query, page: p });
  const params = {
    page: query.page,
    page_size: REMINDERS_PAGE_SIZE,
    type: query.type as ListRemindersType,
    status: query.status as ListRemindersStatus,
  };
  const list = useListReminders(params, { query: { placeholderData: keepPreviousData, staleTime: 0 } });
  const page = list.isSuccess ? readReminderPage(list.data) : null;
  const cancel = useCancelReminder();
  const busy = useRef(false);
  const queryClient = useQueryClient();
  const { ui } = useStores();
  const filtered = query.type !== 0 || query.status !== -1;

  // A later page left empty (its last reminder cancelled elsewhere): show the last page there is.
  const lastPage = page ? Math.max(1, Math.ceil(page.total / REMINDERS_PAGE_SIZE)) : 1;
  const overshot = page !== null && page.list.length === 0 && query.page > lastPage;
  useEffect(() => {
    if (overshot) navigate(reminderHref({ ...query, page: lastPage }), { replace: true });
  });

  const onCancel = (r: Reminder) => {
    if (busy.current) return;
    busy.current = true;
    cancel
      .mutateAsync({ id: r.id })
      .then(async (res) => {
        ui.toast(typeof res?.msg === 'string' && res.msg ? res.msg : '已取消提醒');
        await queryClient.invalidateQueries({ queryKey: getListRemindersQueryKey() });
      })
      .catch(() => undefined) // the transport has said why; the list is unchanged
      .finally(() => {
        busy.current = false;
      });
  };

  const tab = KIND_TABS.find((t) => t.type === query.type) ?? KIND_TABS[0];
  return (
    <div className="ss-page reminders">
      <div className="ss-page__head">
        <h1 className="ss-page__title">到货提醒</h1>
        {page && page.total > 0 ? <span className="ss-muted">共 {page.total} 条</span> : null}
      </div>
      <p className="ss-page__intro">缺货的商品到货、关注的商品降价时，我们会在「我的消息」中通知您。在商品页、商品列表或购物车点「到货提醒」，在商品页或我的收藏点「降价提醒」即可订阅。</p>
      <div className="reminders__filters">
        <div className="reminders__tabs" role="tablist" aria-label="提醒类型">
          {KIND_TABS.map((t) => (
            <button
              key={t.type}
              type="button"
              role="tab"
              id={`reminders-tab-${t.type}`}
              aria-selected={query.type === t.type}
              aria-controls="reminders-panel"
              className={`reminders__tab${query.type === t.type ? ' is-on' : ''}`}
              onClick={() => go({ type: t.type, page: 1 })}
            >
              {t.label}
            </button>
          ))}
        </div>
        <label className="reminders__status">
          <span>状态</span>
          <select value={query.status} onChange={(e) => go({ status: STATUS_FILTERS.find((s) => String(s.status) === e.target.value)?.status ?? -1, page: 1 })}>
            {STATUS_FILTERS.map((s) => (
              <option key={s.status} value={s.status}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div id="reminders-panel" role="tabpanel" aria-labelledby={`reminders-tab-${tab.type}`}>
        <QueryState
          query={list}
          data={page}
          failText="提醒加载失败，请稍后重试。"
          malformedText="提醒列表有误，请稍后重试。"
          empty={
            filtered ? (
              <p>没有符合条件的提醒。</p>
            ) : (
              <>
                <p>还没有提醒。缺货商品点「到货提醒」，到货后第一时间通知您。</p>
                <Link href={href('list')} className="ui small primary button">
                  去逛逛
                </Link>
              </>
            )
          }
        >
          {(shown) => (
            <>
              <ul className="reminders__list" data-testid="reminders">
                {shown.list.map((r) => (
                  <ReminderItem key={r.id} r={r} busy={cancel.isPending} onCancel={onCancel} />
                ))}
              </ul>
              <PageLinks page={query.page} total={shown.total} pageSize={REMINDERS_PAGE_SIZE} hrefOf={pageHref} onPage={(p) => go({ page: p })} label="提醒分页" />
            </>
          )}
        </QueryState>
      </div>
    </div>
  );
}
