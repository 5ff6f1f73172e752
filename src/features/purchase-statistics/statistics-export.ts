import { saveXlsx, type XlsxSheet } from '@/lib/files/xlsx';
import { goodsRowTitle, monthText, shareText, yuanCell, type StatsView } from './statistics-rules';

/** The sheets' names, in the workbook's order. */
export const SHEET_NAMES = ['汇总', '按月', '按分类', '按厂家', '前20商品'] as const;

/** The workbook of a period: the summary, then each breakdown with the same figures as the page (money as yuan text). */
export function statisticsSheets(s: StatsView, storeName: string): XlsxSheet[] {
  return [
    {
      name: SHEET_NAMES[0],
      columns: [
        { title: '项目', width: 16 },
        { title: '数值', width: 28 },
      ],
      rows: [
        ['统计期间', `${s.start} 至 ${s.end}`],
        ['门店', storeName],
        ['采购总额（元）', yuanCell(s.totalFen)],
        ['订单数', s.orderCount],
        ['商品种数', s.goodsCount],
        ['满减节省（元）', yuanCell(s.saved.manjianFen)],
        ['优惠券节省（元）', yuanCell(s.saved.couponFen)],
        ['现金券节省（元）', yuanCell(s.saved.voucherFen)],
        ['积分抵扣（元）', yuanCell(s.saved.pointsFen)],
        ['节省合计（元）', yuanCell(s.saved.totalFen)],
        ['统计口径', '已支付且未取消的订单，扣除售后退款；金额为商品实付，不含运费'],
      ],
    },
    {
      name: SHEET_NAMES[1],
      columns: [
        { title: '月份', width: 12 },
        { title: '采购金额（元）', width: 16 },
        { title: '订单数', width: 10 },
      ],
      rows: s.byMonth.map((m) => [monthText(m.month), yuanCell(m.amountFen), m.orders]),
    },
    {
      name: SHEET_NAMES[2],
      columns: [
        { title: '分类（经营范围）', width: 20 },
        { title: '采购金额（元）', width: 16 },
        { title: '占比', width: 10 },
      ],
      rows: s.byCategory.map((c) => [c.name, yuanCell(c.amountFen), shareText(c.amountFen, s.totalFen)]),
    },
    {
      name: SHEET_NAMES[3],
      columns: [
        { title: '生产厂家', width: 32 },
        { title: '采购金额（元）', width: 16 },
        { title: '占比', width: 10 },
      ],
      rows: s.byManufacturer.map((m) => [m.name, yuanCell(m.amountFen), shareText(m.amountFen, s.totalFen)]),
    },
    {
      name: SHEET_NAMES[4],
      columns: [
        { title: '排名', width: 6 },
        { title: '商品', width: 30 },
        { title: '规格', width: 16 },
        { title: '生产厂家', width: 30 },
        { title: '单位', width: 6 },
        { title: '数量', width: 10 },
        { title: '采购金额（元）', width: 16 },
      ],
      rows: s.topGoods.map((g, i) => [i + 1, goodsRowTitle(g), g.ypgg, g.maker, g.unit, g.number, yuanCell(g.amountFen)]),
    },
  ];
}

/** 采购统计_2026-09-01_2026-11-22.xlsx, offered to the browser. */
export function saveStatistics(s: StatsView, storeName: string): Promise<void> {
  return saveXlsx(`采购统计_${s.start}_${s.end}.xlsx`, statisticsSheets(s, storeName));
}
