import { Link } from 'wouter';
import { useGetFreeShippingRule } from '@generated/endpoints/zone/zone';
import { SafeHtml } from '@/components/safe-html/safe-html';
import { href } from '@/lib/routes';
import './zone.css';
import { Skeleton } from '@/components/skeleton/skeleton';
import { QueryState } from '@/components/query-state';

// Its own module so DOMPurify loads with the rule page only, not with every zone.
/** /yx/rule: the free-shipping rules (back-office HTML, sanitised), shown without header, footer or side bar. */
export function FreeShippingRule() {
  const q = useGetFreeShippingRule();
  const rule = q.data?.data;
  return (
    <article className="zone-rule">
      {/* Above the rules, not below: below, the way back moved down when the rules came in (a layout shift). */}
      <p className="zone-rule__back">
        <Link href={href('yx_index')}>返回包邮专区</Link>
      </p>
      <h1>{rule?.title ?? '包邮规则'}</h1>
      <QueryState query={q} data={rule} placeholder={<Skeleton className="home-skeleton" style={{ height: 200 }} />} failText="规则加载失败，请稍候再试">
        {(shown) => <SafeHtml html={shown.content} />}
      </QueryState>
      {rule?.updated_at && <p className="zone-rule__meta">更新时间：{rule.updated_at}</p>}
    </article>
  );
}
