import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_TEXT, ORDER_STATUSES } from '@/domain/order-status';

describe('order statuses', () => {
  it('are the five codes in the order a buyer meets them, each with its one name', () => {
    expect(ORDER_STATUSES.map((s) => s.status)).toEqual([1, 2, 3, 4, 5]);
    expect(ORDER_STATUS_TEXT).toEqual({ 1: '待付款', 2: '待发货', 3: '待收货', 4: '已完成', 5: '已取消' });
  });
});
