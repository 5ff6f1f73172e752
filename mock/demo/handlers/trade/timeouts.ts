/**
 * How long the trade waits, and when the simulated back office acts (lifecycle.ts applies them).
 */
/** An unpaid order is cancelled after this. */
export const PAY_TIMEOUT_MS = 24 * 3_600_000;
/** 含麻 orders wait for a bank transfer, so they get longer (the contract's examples: 24 h and 48 h). */
export const HM_PAY_TIMEOUT_MS = 48 * 3_600_000;
/** The warehouse ships a paid order, finance confirms a receipt, and an invoice is issued after these delays. */
export const SHIP_AFTER_MS = 2 * 60_000;
export const RECEIPT_CONFIRM_AFTER_MS = 2 * 60_000;
export const INVOICE_ISSUE_AFTER_MS = 2 * 60_000;
/** A shipped order counts as received after this. */
export const AUTO_RECEIVE_AFTER_MS = 10 * 86_400_000;
/** After-sales may be asked for until this long after receipt, and are audited this long after they are asked for. */
export const AFTER_SALES_WINDOW_MS = 7 * 86_400_000;
export const AFTER_SALES_AUDIT_AFTER_MS = 10 * 60_000;
/** An online payment session expires after this (or at the order's deadline, whichever comes first). */
export const PAY_SESSION_TTL_MS = 15 * 60_000;
