// What other features take from quick purchase (/kjcg): the one-request batch add, which the purchase-list import,
// 扫码采购 and 补货建议 use too (the view itself is imported by its page).
export { useBatchAdd } from './use-batch-add';
