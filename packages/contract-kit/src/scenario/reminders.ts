/**
 * 到货提醒 and 降价提醒 (/dhtx): subscribe to a goods short of stock and to a price drop, subscribe again (an update),
 * list by kind and status, the refusals (a goods with the stock wanted, a target not below the price), cancel, and an
 * unknown reminder. Every reminder made is cancelled again, so no later step meets a restock or a price cut.
 */
import type { Obj } from '../contract';
import { expectOk, expectStatus, listOf, login, type Scenario } from './context';

const UNKNOWN_ID = 987654321;

export async function reminders(s: Scenario): Promise<void> {
  // A browser of its own: the buyer's other sessions are left as they are.
  const m = s.client('reminder-buyer');
  await login(s, m, s.target.accounts.buyer);

  const goods = listOf((await m.call('listGoods', { query: { page: 1, page_size: 100 } })).data);
  const priced = goods.filter((g) => typeof g.price === 'string' && Number(g.price) > 0.05);
  // Short of stock: sold out, else one with less than the most a buyer may ask for.
  const short = goods.find((g) => g.number === 0) ?? goods.find((g) => typeof g.number === 'number' && g.number < 99_999);
  const made: number[] = [];
  const keep = (r: { data: unknown }) => {
    const id = (r.data as Obj | null)?.id;
    if (typeof id === 'number' && !made.includes(id)) made.push(id);
  };

  if (short) {
    const number = short.number === 0 ? undefined : 99_999;
    const arrival = await m.call('createReminder', { body: { goods_id: short.id, type: 1, ...(number ? { number } : {}) } });
    if (expectOk(s, arrival, 'subscribe to an arrival')) keep(arrival);
    const again = await m.call('createReminder', { body: { goods_id: short.id, type: 1, number: 99_999 } });
    if (expectOk(s, again, 'subscribe to the same arrival again (an update)')) {
      s.log.expectation((again.data as Obj | null)?.id === (arrival.data as Obj | null)?.id, 'subscribing again updates the waiting reminder');
    }
  }
  const plenty = goods.find((g) => typeof g.number === 'number' && typeof g.zbz === 'number' && g.number >= g.zbz * 2);
  if (plenty) {
    expectStatus(s, await m.call('createReminder', { body: { goods_id: plenty.id, type: 1, number: plenty.zbz } }), 400, 'an arrival reminder for a goods with the stock wanted');
  }
  const watched = priced[0];
  if (watched) {
    const drop = await m.call('createReminder', { body: { goods_id: watched.id, type: 2 } });
    if (expectOk(s, drop, 'subscribe to any price drop')) keep(drop);
    expectStatus(s, await m.call('createReminder', { body: { goods_id: watched.id, type: 2, target_price: watched.price } }), 422, 'a target price not below the current price');
  }
  expectStatus(s, await m.call('createReminder', { body: { goods_id: UNKNOWN_ID, type: 1 } }), 404, 'a reminder for an unknown goods');

  expectOk(s, await m.call('listReminders', { query: { page: 1, page_size: 20 } }), 'my reminders');
  expectOk(s, await m.call('listReminders', { query: { page: 1, type: 1, status: 0 } }), 'my waiting arrival reminders');
  expectOk(s, await m.call('listReminders', { query: { page: 1, type: 2, status: -1 } }), 'my price-drop reminders');
  for (const id of made) expectOk(s, await m.call('cancelReminder', { path: { id } }), 'cancel a reminder');
  if (made[0] !== undefined) expectOk(s, await m.call('cancelReminder', { path: { id: made[0] } }), 'cancel a cancelled reminder (answered as it is)');
  expectStatus(s, await m.call('cancelReminder', { path: { id: UNKNOWN_ID } }), 404, 'cancel an unknown reminder');
}
