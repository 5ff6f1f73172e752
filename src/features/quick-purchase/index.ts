// The public entry of quick purchase (/kjcg): the list of goods bought before, and the one-request batch add that
// the purchase-list import uses too.
export { useBatchAdd } from './use-batch-add';
