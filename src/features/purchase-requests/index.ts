// Purchase requests (品种求购): the list (/pzqg), the form (/pzqg/add) and the detail with the platform's answer
// (/pzqg/info).
export { PurchaseRequestListView } from './purchase-request-list';
export { PurchaseRequestFormView } from './purchase-request-form';
export { PurchaseRequestDetailView } from './purchase-request-detail';
