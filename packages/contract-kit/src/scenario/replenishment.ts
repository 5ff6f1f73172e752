/**
 * 补货建议 (/bhjy): the buyer's suggestions, an ERP stock export uploaded (a known name and an unknown drug) and read
 * back in the suggestions, a pick for an ambiguous row when one is offered, the refusals (an export of unknown drugs
 * only, an unknown store), the settings kept, then put back, and the export
 * removed (twice: the second is refused). Everything is left as it was found.
 */
import type { Obj } from '../contract';
import { expectOk, expectStatus, login, type Scenario } from './context';

const UNKNOWN_ID = 987654321;

export async function replenishment(s: Scenario): Promise<void> {
  const m = s.client('replenishment-buyer');
  await login(s, m, s.target.accounts.buyer);

  const first = await m.call('getReplenishment');
  if (!expectOk(s, first, 'my replenishment suggestions')) return;
  const data = first.data as Obj;
  const settings = (data.settings ?? {}) as Obj;
  const lines = Array.isArray(data.lines) ? (data.lines as Obj[]) : [];
  const known = (lines[0]?.goods as Obj | undefined)?.name;
  const name = typeof known === 'string' ? known : '阿莫西林胶囊';

  const rows = [
    { line: 2, code: 'KIT1', name, stock: 3, sales: 30 },
    { line: 3, code: 'KIT2', name: '合同工具包未知药品', stock: 1 },
  ];
  const up = await m.call('uploadReplenishmentStock', { body: { rows } });
  if (expectOk(s, up, 'upload an ERP stock export')) {
    const answered = (((up.data as Obj | null)?.rows ?? []) as Obj[]).find((r) => r.line === 2);
    const candidates = Array.isArray(answered?.candidates) ? (answered!.candidates as Obj[]) : [];
    if (answered?.status === 'ambiguous' && typeof candidates[0]?.id === 'number') {
      expectOk(s, await m.call('uploadReplenishmentStock', { body: { rows: [{ ...rows[0]!, goods_id: candidates[0].id }, rows[1]!] } }), 'pick the goods of an ambiguous row');
    }
    const again = await m.call('getReplenishment');
    if (expectOk(s, again, 'the suggestions with the stock export')) {
      s.log.expectation(((again.data as Obj | null)?.snapshot as Obj | null)?.total === 2, 'the kept export has the rows sent');
    }
  }
  expectStatus(s, await m.call('uploadReplenishmentStock', { body: { rows: [{ line: 2, name: '合同工具包未知药品', stock: 1 }] } }), 400, 'an export of unknown drugs only');
  expectStatus(s, await m.call('getReplenishment', { query: { store_id: UNKNOWN_ID } }), 404, 'the suggestions of a store not my own');

  if (expectOk(s, await m.call('updateReplenishmentSettings', { body: { lead_days: 5, safety_days: 10 } }), 'keep 到货天数 and 安全天数')) {
    const lead = typeof settings.lead_days === 'number' ? settings.lead_days : 3;
    const safety = typeof settings.safety_days === 'number' ? settings.safety_days : 7;
    expectOk(s, await m.call('updateReplenishmentSettings', { body: { lead_days: lead, safety_days: safety } }), 'put the settings back');
  }
  if (up.status === 200) expectOk(s, await m.call('deleteReplenishmentStock'), 'remove the stock export');
  expectStatus(s, await m.call('deleteReplenishmentStock'), 400, 'remove a stock export that is not there');
}
