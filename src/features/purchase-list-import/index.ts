// What other features take from the purchase-list import (批量采购 on /kjcg; its view is imported by its page).
// The sheet reader (.xlsx on demand, .csv in UTF-8 or GB18030), shared with 补货建议's stock export upload.
export { ListFileError, readListFile } from './read-list-file';
