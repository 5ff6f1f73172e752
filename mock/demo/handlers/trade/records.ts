/**
 * The trade area's records: carts, orders, payments, after-sales, invoices, points orders and group-buy joins. Plain
 * data (records keyed by id, arrays; no Maps) so the whole state can be written to DEMO_STATE_FILE and read back.
 * Money is integer fen, instants are epoch milliseconds. Stock and the other counters are in the inventory
 * (db.inventory), wallets, points and coupons in the member accounts (db.members): every area reads them there.
 */
import type { Fen } from '@/domain/money';
type LineType = 1 | 2 | 3;
type OrderStatusCode = 1 | 2 | 3 | 4 | 5;
export type PayMethodCode = 'balance' | 'points' | 'online' | 'transfer';
type ReceiptStatusCode = 0 | 1 | 2 | 3;

export interface CartLineRecord {
  id: number;
  /** goods_type: 1 goods, 2 group buy (at the group price), 3 combination (goodsId is then the combination id). */
  type: LineType;
  goodsId: number;
  /** The warehouse line (price, stock, batch) for types 1 and 2; null for a combination. */
  goodsPriceId: number | null;
  /** Quantity; sets for a combination. */
  number: number;
  selected: 0 | 1;
  /** Opaque identifiers the site sends back as received. */
  ladderPriceId: number | null;
  goodsManjianId: number | null;
  isYj: number;
  groupBuyId: number | null;
  addedAt: number;
}

/** Stock a line took at submission, given back on cancel. */
export interface StockTake {
  goodsId: number;
  goodsPriceId: number;
  number: number;
}

export interface OrderLineRecord {
  id: number;
  type: LineType;
  /** Goods id, or the combination id for type 3. */
  goodsId: number;
  groupBuyId: number | null;
  name: string;
  ypgg: string;
  sccj: string;
  bzdw: string;
  image: string;
  unitFen: Fen;
  number: number;
  amountFen: Fen;
  batch: string;
  expiry: string | null;
  isHm: 0 | 1;
  takes: StockTake[];
  /** Sets of a combination taken from its own stock. */
  comboSets: number;
}

interface OrderReceipt {
  status: ReceiptStatusCode;
  image: string | null;
  remark: string;
  uploadedAt: number | null;
  confirmedAt: number | null;
  rejectReason: string | null;
  /** The uploaded file (files), served back to the buying store; none for the seeded history's receipts. */
  fileId?: number | null;
}

export interface OrderRecord {
  id: number;
  orderNo: string;
  /** The store that bought (cart owner). */
  buyerId: number;
  /** The account whose wallet, points and coupons paid (a chain's head). */
  payerId: number;
  isHm: 0 | 1;
  status: OrderStatusCode;
  lines: OrderLineRecord[];
  goodsFen: Fen;
  manjianFen: Fen;
  couponFen: Fen;
  shippingFen: Fen;
  voucherFen: Fen;
  pointsFen: Fen;
  pointsUsed: number;
  balanceFen: Fen;
  /** Still to pay (after coupon, voucher, points and the balance deducted at submission). */
  payFen: Fen;
  couponId: number | null;
  voucherId: number | null;
  address: { consignee: string; phone: string; address: string };
  invoiceType: 1 | 2 | 3 | null;
  remark: string;
  createdAt: number;
  payDeadline: number;
  paidAt: number | null;
  payMethod: PayMethodCode | null;
  shippedAt: number | null;
  receivedAt: number | null;
  cancelledAt: number | null;
  cancelReason: string | null;
  carrier: string | null;
  waybillNo: string | null;
  /** When the warehouse ships, if not SHIP_AFTER_MS after payment (a seeded order waiting for a batch). */
  shipDueAt?: number;
  /** 含麻 orders only: the corporate-transfer receipt. */
  receipt: OrderReceipt | null;
}

interface PaySessionRecord {
  session: string;
  orderId: number;
  payerId: number;
  channel: 'alipay' | 'wechat' | 'unionpay';
  amountFen: Fen;
  createdAt: number;
  expiresAt: number;
  used: boolean;
}

export interface AfterSalesRecord {
  id: number;
  afterSalesNo: string;
  orderId: number;
  buyerId: number;
  type: 1 | 2 | 3;
  lineIds: number[];
  /** The quantity of each line, in the order of lineIds (absent on older records: the whole line). */
  numbers?: number[];
  reason: string;
  description: string;
  images: string[];
  refundFen: Fen | null;
  /** 1 待审核, 2 审核通过, 3 处理中 (goods back at the warehouse), 4 已完成, 5 已驳回. */
  status: 1 | 2 | 3 | 4 | 5;
  createdAt: number;
  auditedAt: number | null;
  processingAt: number | null;
  completedAt: number | null;
  returnNo: string;
}

export interface InvoiceRecord {
  id: number;
  orderId: number;
  orderNo: string;
  buyerId: number;
  invoiceNo: string | null;
  kind: 'normal' | 'special';
  amountFen: Fen;
  title: string;
  taxNo: string;
  requestedAt: number;
  issuedAt: number | null;
  status: 0 | 1 | 2;
}

export interface PointsOrderRecord {
  id: number;
  orderNo: string;
  buyerId: number;
  payerId: number;
  goodsId: number;
  goodsName: string;
  image: string;
  number: number;
  points: number;
  consignee: string;
  phone: string;
  address: string;
  createdAt: number;
  shippedAt: number | null;
  carrier: string | null;
  waybillNo: string | null;
}

/** An uploaded file kept to be served back to its owner only (a 含麻 receipt, an after-sales photo). */
export interface StoredFileRecord {
  id: number;
  ownerId: number;
  name: string;
  type: string;
  /** The bytes, base64 (the state is plain JSON). */
  data: string;
  uploadedAt: number;
}

export interface TradeState {
  /** Cart lines per buying store id (as a string key). */
  carts: Record<string, CartLineRecord[]>;
  orders: Record<string, OrderRecord>;
  paySessions: Record<string, PaySessionRecord>;
  afterSales: Record<string, AfterSalesRecord>;
  invoices: Record<string, InvoiceRecord>;
  pointsOrders: Record<string, PointsOrderRecord>;
  /** Quantity each store joined a group buy with, keyed `${groupBuyId}:${storeId}`. */
  groupJoins: Record<string, number>;
  /** Activity taps per clicked id. */
  taps: Record<string, number>;
  /** Uploaded files by id (absent in a state file written before uploads were kept). */
  files?: Record<string, StoredFileRecord>;
}
