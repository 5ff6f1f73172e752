// The public entry of the purchase-list import (批量采购 on /kjcg).
export { PurchaseListImportView } from './purchase-list-import-view';
