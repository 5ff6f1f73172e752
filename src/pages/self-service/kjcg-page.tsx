import { Link, useSearch } from 'wouter';
import { PurchaseListImportView } from '@/features/purchase-list-import/purchase-list-import-view';
import { QuickPurchaseView } from '@/features/quick-purchase/quick-purchase-view';
import { ScanPurchaseView } from '@/features/scan-purchase/scan-purchase-view';
import { href } from '@/lib/routes/paths';
import './kjcg.css';

type Tab = 'list' | 'import' | 'scan';

const TABS: ReadonlyArray<{ tab: Tab; text: string; search: string }> = [
  { tab: 'list', text: '常购清单', search: '' },
  { tab: 'import', text: '批量采购（导入清单）', search: '?tab=import' },
  { tab: 'scan', text: '扫码采购', search: '?tab=scan' },
];

/**
 * /kjcg 快捷采购: the goods bought before (常购清单), the purchase-list import (?tab=import) and scanning boxes'
 * barcodes into a list (?tab=scan).
 */
export default function KjcgPage() {
  const asked = new URLSearchParams(useSearch()).get('tab');
  const tab: Tab = asked === 'import' || asked === 'scan' ? asked : 'list';
  return (
    <div className="kjcg-page">
      <h1 className="kjcg-page__title">快捷采购</h1>
      <nav className="kjcg-tabs" aria-label="快捷采购方式">
        {TABS.map((t) => (
          <Link key={t.tab} href={`${href('kjcg')}${t.search}`} aria-current={tab === t.tab ? 'page' : undefined}>
            {t.text}
          </Link>
        ))}
      </nav>
      {tab === 'import' ? <PurchaseListImportView /> : tab === 'scan' ? <ScanPurchaseView /> : <QuickPurchaseView />}
    </div>
  );
}
