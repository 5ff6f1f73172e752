/**
 * An order's status as the buyer reads it: 1 待付款 (awaiting payment), 2 待发货 (paid, awaiting shipment), 3 待收货
 * (shipped), 4 已完成 (received), 5 已取消 (cancelled). The order centre's tabs, the member home's counts and the demo
 * API's order views all say them this way.
 */
export const ORDER_STATUSES = [
  { status: 1, label: '待付款' },
  { status: 2, label: '待发货' },
  { status: 3, label: '待收货' },
  { status: 4, label: '已完成' },
  { status: 5, label: '已取消' },
] as const;

/** The status's name by its code. */
export const ORDER_STATUS_TEXT: Readonly<Record<number, string>> = Object.fromEntries(ORDER_STATUSES.map((s) => [s.status, s.label]));
