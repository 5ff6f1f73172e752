import { Link, useSearch } from 'wouter';
import { useGetPurchaseRequest } from '@generated/endpoints/purchase/purchase';
import type { PurchaseRequestDetail } from '@generated/models/purchaseRequestDetail';
import { Money } from '@/components/money/money';
import { SafeHtml } from '@/components/safe-html/safe-html';
import { href } from '@/lib/routes/paths';
import { positiveIntParam } from '@/lib/url/page-param';
import { QueryState } from '@/components/query-state';
import '@/components/self-service/self-service.css';
import { purchaseStatus } from './purchase-request-rules';

/** One request as the platform holds it, and the answer when there is one. */
function PurchaseRequestRecord({ r }: { r: PurchaseRequestDetail }) {
  const s = purchaseStatus(r.status);
  const reply = r.reply && typeof r.reply === 'object' ? r.reply : null;
  return (
    <>
      <dl className="ss-dl" data-testid="purchase-detail">
        <dt>药品名称</dt>
        <dd>{String(r.name ?? '')}</dd>
        <dt>规格</dt>
        <dd>{r.ypgg || '—'}</dd>
        <dt>生产厂家</dt>
        <dd>{r.sccj || '—'}</dd>
        <dt>求购数量</dt>
        <dd>{r.number}</dd>
        <dt>期望价格</dt>
        <dd>{r.price ? <Money yuan={r.price} /> : '未填写'}</dd>
        <dt>备注</dt>
        <dd>{r.remark || '—'}</dd>
        <dt>提交时间</dt>
        <dd>{r.created_at}</dd>
        <dt>状态</dt>
        <dd>
          <span className={`ss-status ss-status--${s.tone}`}>{s.text}</span>
        </dd>
      </dl>
      <h2 className="ss-page__title">平台回复</h2>
      {reply ? (
        <section className="ss-reply" aria-label="平台回复" data-testid="purchase-reply">
          <SafeHtml html={typeof reply.content === 'string' ? reply.content : ''} label="回复内容" />
          <p className="ss-reply__meta">
            {reply.admin?.name ? `${reply.admin.name}${reply.admin.phone ? `（${reply.admin.phone}）` : ''} · ` : ''}
            {reply.replied_at}
          </p>
          {typeof r.goods_id === 'number' && r.goods_id > 0 ? (
            <p>
              <Link href={href('list_info', { id: r.goods_id })}>去采购该品种</Link>
            </p>
          ) : null}
        </section>
      ) : (
        <p className="ss-page__intro">客户经理尚未回复，请耐心等待，回复后会显示在这里。</p>
      )}
    </>
  );
}

/** /pzqg/info?id= (求购详情): one request and the account manager's answer (server text, shown through the sanitiser). */
export function PurchaseRequestDetailView() {
  const id = positiveIntParam(new URLSearchParams(useSearch()).get('id'));
  const detail = useGetPurchaseRequest(id ?? 0, { query: { enabled: id !== null, retry: false }, request: { silent: true } });
  const answer = (detail.data as { data?: PurchaseRequestDetail | null } | undefined)?.data;
  return (
    <div className="ss-page">
      <div className="ss-page__head">
        <h1 className="ss-page__title">求购详情</h1>
        <Link href={href('pzqg')}>返回求购列表</Link>
      </div>
      <QueryState
        query={detail}
        data={answer && typeof answer === 'object' ? answer : null}
        missing={id === null}
        notFoundText="该求购记录不存在或已删除。"
        failText="求购详情加载失败，请稍后重试。"
        malformedText="没有读到这条求购记录。"
      >
        {(r) => <PurchaseRequestRecord r={r} />}
      </QueryState>
    </div>
  );
}
