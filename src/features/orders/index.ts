// The public entry of the order centre: the order list, the order detail, the after-sales and return details, the
// points orders and the 含麻 orders' receipts.
export { OrderListView } from './list/order-list-view';
export { OrderDetailView } from './detail/order-detail-view';
export { AfterSalesDetailView } from './after-sales/after-sales-detail-view';
export { ReturnInfoView } from './returns/return-info-view';
export { PointsOrdersView } from './points/points-orders-view';
export { HmOrdersView } from './hm/hm-orders-view';
