import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  getGetUnreadMessageCountQueryKey,
  getListMessagesQueryKey,
  useListMessages,
  useMarkAllMessagesRead,
  useMarkMessageRead,
} from '@generated/endpoints/message/message';
import { getGetUserSummaryQueryKey } from '@generated/endpoints/user/user';
import type { ListMessagesType } from '@generated/models/listMessagesType';
import { Button } from '@/components/button/button';
import { QueryState } from '@/components/query-state';
import { sitePath } from '@/lib/url/safe-link';
import { MESSAGE_TYPES, readMessages, unreadFirst, type MessageView } from './message-rules';
import './messages.css';

const PAGE_SIZE = 20;

/**
 * /wdxx (我的消息): the inbox, unread first, filtered by type or to the unread ones, paged; mark one or all read. The
 * side bar's badge reads the same unread-count query, which every mark updates at once.
 */
export function MessageCentre() {
  const queryClient = useQueryClient();
  const [type, setType] = useState<ListMessagesType | 0>(0);
  const [view, setView] = useState<MessageView>('all');
  const [page, setPage] = useState(1);
  const params = { page, page_size: PAGE_SIZE, ...(type ? { type } : {}) };
  const list = useListMessages(params, { query: { staleTime: 0, placeholderData: (prev) => prev } });
  const data = list.isSuccess ? readMessages(list.data?.data) : null;
  const markOne = useMarkMessageRead();
  const markAll = useMarkAllMessagesRead();

  const settle = (count: number | undefined) => {
    if (typeof count === 'number') {
      queryClient.setQueryData(getGetUnreadMessageCountQueryKey(), (old: unknown) =>
        old && typeof old === 'object' ? { ...(old as object), data: { count } } : { code: 10000, msg: '', data: { count } },
      );
    }
    void queryClient.invalidateQueries({ queryKey: getListMessagesQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetUnreadMessageCountQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetUserSummaryQueryKey() });
  };

  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const shown = data ? unreadFirst(data.list, view) : [];
  const unreadHere = data?.list.some((m) => m.is_read !== 1) ?? false;

  return (
    <div className="messages">
      <div className="messages__head">
        <h1 className="messages__title">我的消息</h1>
        <Button
          type="button"
          size="small"
          disabled={markAll.isPending || !unreadHere}
          loading={markAll.isPending}
          onClick={() => markAll.mutate(undefined, { onSuccess: (res) => settle(res.data?.count ?? 0) })}
        >
          全部标为已读
        </Button>
      </div>
      <div className="messages__filters">
        <div role="group" aria-label="显示" className="messages__views">
          {(['all', 'unread'] as const).map((v) => (
            <button key={v} type="button" aria-pressed={view === v} className={`messages__view${view === v ? ' is-on' : ''}`} onClick={() => setView(v)}>
              {v === 'all' ? '全部消息' : '只看未读'}
            </button>
          ))}
        </div>
        <label className="messages__type">
          类型
          <select
            value={type}
            onChange={(e) => {
              setType(Number(e.target.value) as ListMessagesType | 0);
              setPage(1);
            }}
          >
            <option value={0}>全部类型</option>
            {MESSAGE_TYPES.map((t) => (
              <option key={t.type} value={t.type}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState
        query={list}
        data={data ? shown : null}
        loadingText="正在加载消息…"
        failText="消息加载失败，请稍后重试。"
        empty={<p>{view === 'unread' ? '没有未读消息' : '暂无消息'}</p>}
      >
        {(messages) => (
          <ul className="messages__list" aria-label="消息列表">
            {messages.map((m) => {
              const to = sitePath(m.url);
              const unread = m.is_read !== 1;
              return (
                <li key={m.id} className={`messages__item${unread ? ' is-unread' : ''}`}>
                  <div className="messages__meta">
                    <span className="messages__tag">{MESSAGE_TYPES.find((t) => t.type === m.type)?.label ?? '通知'}</span>
                    {unread ? <span className="messages__dot">未读</span> : null}
                    <time className="messages__time">{m.created_at}</time>
                  </div>
                  <h2 className="messages__item-title">{m.title}</h2>
                  <p className="messages__content">{m.content}</p>
                  <div className="messages__actions">
                    {to ? (
                      <Link href={to} onClick={() => unread && markOne.mutate({ id: m.id }, { onSuccess: (res) => settle(res.data?.count) })}>
                        查看详情
                      </Link>
                    ) : null}
                    {unread ? (
                      <Button
                        type="button"
                        size="mini"
                        basic
                        disabled={markOne.isPending}
                        onClick={() => markOne.mutate({ id: m.id }, { onSuccess: (res) => settle(res.data?.count) })}
                        aria-label={`将「${m.title}」标为已读`}
                      >
                        标为已读
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      {data && pages > 1 ? (
        <nav className="messages__pager" aria-label="消息分页">
          <Button type="button" size="small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            上一页
          </Button>
          <span>
            第 {page} / {pages} 页
          </span>
          <Button type="button" size="small" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            下一页
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
