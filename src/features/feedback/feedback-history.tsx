import { keepPreviousData } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { useListFeedback } from '@generated/endpoints/feedback/feedback';
import type { FeedbackRecord } from '@generated/models/feedbackRecord';
import { SafeHtml } from '@/components/safe-html/safe-html';
import { PageLinks } from '@/components/pager/page-links';
import { QueryState, readPage } from '@/components/query-state';
import '@/components/self-service/self-service.css';
import { href } from '@/lib/routes/paths';
import { pageParam } from '@/lib/url/page-param';
import { FEEDBACK_PAGE_SIZE, feedbackTypeLabel } from './feedback-rules';

/** This buyer's feedback, newest first, each with its reply (server HTML, through the one sanitiser). */
export function FeedbackHistory() {
  const page = pageParam(new URLSearchParams(useSearch()).get('page'));
  const [, navigate] = useLocation();
  const pageHref = (p: number) => (p > 1 ? `${href('yjfk')}?page=${p}` : href('yjfk'));
  const list = useListFeedback({ page, page_size: FEEDBACK_PAGE_SIZE }, { query: { placeholderData: keepPreviousData } });
  const answer = readPage<FeedbackRecord>(list.data);
  return (
    <section className="fb-history" aria-labelledby="fb-history-title">
      <h2 id="fb-history-title" className="ss-page__title">
        我的反馈记录
      </h2>
      <QueryState query={list} data={answer} empty={<p>还没有反馈记录。</p>} failText="反馈记录加载失败，请稍后重试。">
        {({ list: rows, total }) => (
          <>
            <ol className="fb-list" data-testid="feedback-history">
              {rows.map((r) => (
                <li key={r.id} className="fb-item" data-feedback-id={r.id}>
                  <p className="fb-item__head">
                    <span className="ss-status">{feedbackTypeLabel(r.type)}</span>
                    <span className="ss-muted">{r.created_at}</span>
                    <span className={`ss-status ${r.reply ? 'ss-status--ok' : 'ss-status--wait'}`}>{r.reply ? '已回复' : '待处理'}</span>
                  </p>
                  {/* The buyer's own text is plain text: React escapes it. */}
                  <p className="fb-item__content">{String(r.content ?? '')}</p>
                  {Array.isArray(r.images) && r.images.length > 0 ? (
                    <p className="ss-muted">附图 {r.images.length} 张：{r.images.map((i) => String(i?.name ?? '')).join('、')}</p>
                  ) : null}
                  {r.reply && typeof r.reply === 'object' ? (
                    <div className="ss-reply fb-item__reply">
                      <SafeHtml html={typeof r.reply.content === 'string' ? r.reply.content : ''} label="平台回复" />
                      <p className="ss-reply__meta">平台回复 · {r.reply.replied_at}</p>
                    </div>
                  ) : null}
                </li>
              ))}
            </ol>
            <PageLinks page={page} total={total} pageSize={FEEDBACK_PAGE_SIZE} hrefOf={pageHref} onPage={(p) => navigate(pageHref(p))} />
          </>
        )}
      </QueryState>
    </section>
  );
}
