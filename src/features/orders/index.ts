// The public entry of the order centre: the order list, the order detail and the after-sales detail.
export { OrderListView } from './list/order-list-view';
export { OrderDetailView } from './detail/order-detail-view';
export { AfterSalesDetailView } from './after-sales/after-sales-detail-view';
