// 采购统计 (/cgtj): the buyer's purchases in a period — figures, ECharts charts with their tables, and the .xlsx export.
export { PurchaseStatisticsView } from './statistics-view';
