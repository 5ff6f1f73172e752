import { Link, useSearch } from 'wouter';
import { PurchaseListImportView } from '@/features/purchase-list-import';
import { QuickPurchaseView } from '@/features/quick-purchase';
import { href } from '@/lib/routes/paths';
import './kjcg.css';

/** /kjcg 快捷采购: the goods bought before (常购清单) and, on its second tab (?tab=import), the purchase-list import. */
export default function KjcgPage() {
  const importing = new URLSearchParams(useSearch()).get('tab') === 'import';
  return (
    <div className="kjcg-page">
      <h1 className="kjcg-page__title">快捷采购</h1>
      <nav className="kjcg-tabs" aria-label="快捷采购方式">
        <Link href={href('kjcg')} aria-current={importing ? undefined : 'page'}>
          常购清单
        </Link>
        <Link href={`${href('kjcg')}?tab=import`} aria-current={importing ? 'page' : undefined}>
          批量采购（导入清单）
        </Link>
      </nav>
      {importing ? <PurchaseListImportView /> : <QuickPurchaseView />}
    </div>
  );
}
