import { keepPreviousData } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { useListPurchaseRequests } from '@generated/endpoints/purchase/purchase';
import type { PurchaseRequest } from '@generated/models/purchaseRequest';
import { Money } from '@/components/money/money';
import { href } from '@/lib/routes/paths';
import { pageParam } from '@/lib/url/page-param';
import { PageLinks } from '@/components/pager/page-links';
import { QueryState, readPage } from '@/components/query-state';
import '@/components/self-service/self-service.css';
import { PURCHASE_PAGE_SIZE, purchaseStatus } from './purchase-request-rules';

const purchaseInfoHref = (id: number) => `${href('pzqg_info')}?id=${id}`;

/** /pzqg (品种求购): the buyer's requests for goods the platform does not sell, newest first, with their status; paged. */
export function PurchaseRequestListView() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const page = pageParam(new URLSearchParams(search).get('page'));
  const pageHref = (p: number) => (p > 1 ? `${href('pzqg')}?page=${p}` : href('pzqg'));
  const list = useListPurchaseRequests({ page, page_size: PURCHASE_PAGE_SIZE }, { query: { placeholderData: keepPreviousData } });
  const answer = readPage<PurchaseRequest>(list.data);
  return (
    <div className="ss-page">
      <div className="ss-page__head">
        <h1 className="ss-page__title">品种求购</h1>
        <Link href={href('pzqg_add')} className="ui small primary button">
          新增求购
        </Link>
      </div>
      <p className="ss-page__intro">平台暂未上架的品种，登记后由客户经理为您寻找货源，回复后可在详情中查看。</p>
      <QueryState
        query={list}
        data={answer}
        failText="求购记录加载失败，请稍后重试。"
        empty={
          <p>
            还没有求购记录，<Link href={href('pzqg_add')}>登记一个缺货品种</Link>。
          </p>
        }
      >
        {({ list: rows, total }) => (
          <>
            <table className="ss-table" data-testid="purchase-requests">
              <caption className="visually-hidden">我的求购</caption>
              <thead>
                <tr>
                  <th scope="col">药品名称</th>
                  <th scope="col">规格</th>
                  <th scope="col">生产厂家</th>
                  <th scope="col">数量</th>
                  <th scope="col">期望价格</th>
                  <th scope="col">提交时间</th>
                  <th scope="col">状态</th>
                  <th scope="col">操作</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => {
                  const s = purchaseStatus(r.status);
                  return (
                    <tr key={r.id} data-request-id={r.id}>
                      <td data-label="药品名称">{String(r.name ?? '')}</td>
                      <td data-label="规格">{r.ypgg || '—'}</td>
                      <td data-label="生产厂家">{r.sccj || '—'}</td>
                      <td data-label="数量">{r.number}</td>
                      <td data-label="期望价格">{r.price ? <Money yuan={r.price} /> : '—'}</td>
                      <td data-label="提交时间">{r.created_at}</td>
                      <td data-label="状态">
                        <span className={`ss-status ss-status--${s.tone}`}>{s.text}</span>
                      </td>
                      <td data-label="操作">
                        <Link href={purchaseInfoHref(r.id)} aria-label={`查看详情：${String(r.name ?? '')}`}>
                          查看详情
                        </Link>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <PageLinks page={page} total={total} pageSize={PURCHASE_PAGE_SIZE} hrefOf={pageHref} onPage={(p) => navigate(pageHref(p))} />
          </>
        )}
      </QueryState>
    </div>
  );
}
