/**
 * The cart's two adapters against each other and against a reference. The store (CartModel, reading the contract's
 * CartState through cart-rules) and the stateful demo API (its cart and checkout handlers) both compute with
 * src/domain's computeCartTotals, so their agreeing shows that both feed it the same inputs — it cannot show that the
 * computation is right. That is what referenceTotals below is for: the totals written out a second time from the wire
 * data alone, without src/domain. For random carts (random goods and quantities added through the API, random lines
 * unselected, a combination and a group buy now and then), the store's line prices, totals and 满减 tiers, and the
 * API's line prices and checkout summary, all equal the reference to the fen; the ladder texts equal the API's.
 * Hand-computed carts are in cart-model.test.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loginByPassword } from "@generated/endpoints/auth/auth";
import {
  addCartLines,
  checkoutCart,
  deleteCartLines,
  editCartLine,
  listCartLines,
  selectCartLines,
} from "@generated/endpoints/cart/cart";
import {
  buyCombination,
  joinGroupBuy,
  listCombinations,
  listGroupBuys,
} from "@generated/endpoints/activity/activity";
import { listGoods } from "@generated/endpoints/goods/goods";
import type { CartLine, CartState, Goods } from "@generated/models";
import { createDemoApi } from "@mock/demo/app";
import { demoMswHandlers } from "@mock/demo/core/msw-adapter";
import { toFen } from "@/domain/money";
import { setHttpEffects } from "@/lib/http";
import { CartModel } from "@/stores/cart-model";
import { server } from "@tests/msw-server";

/** A decimal yuan amount from the wire ("12.5", "12.50", 12.5) in fen, read digit by digit. */
function fen(yuan: string | number | null | undefined): number {
  const [whole = "0", cents = ""] = String(yuan ?? "0").split(".");
  return Number(whole) * 100 + Number(cents.padEnd(2, "0").slice(0, 2));
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * The cart's totals written out independently of src/domain, from the CartState the API lists:
 * - a line counts when it is selected, its goods can be bought (or are blocked by stock alone) and are in stock;
 * - a normal line costs the price of the ladder tier with the largest quantity it reaches (the cheaper of two at the
 *   same quantity), else the goods price, or the line's own price when the goods price is hidden; group-buy and
 *   combination lines cost that price flat;
 * - 满减 takes the largest reduction among the tiers the selected coupon-eligible total reaches, at most that total;
 * - shipping is charged when the goods total is above 0 and below the free-shipping amount;
 * - payable = goods − 满减 + shipping.
 */
function referenceTotals(state: CartState) {
  const unitFen = (l: CartLine): number => {
    const base = l.goods.price == null ? fen(l.price) : fen(l.goods.price);
    const reached = l.type === 1 ? (l.goods.ladder_price ?? []).filter((t) => t.number <= l.number) : [];
    if (reached.length === 0) return base;
    const top = Math.max(...reached.map((t) => t.number));
    return Math.min(...reached.filter((t) => t.number === top).map((t) => fen(t.price)));
  };
  const counted = state.data.filter(
    (l) =>
      l.is_selected === 1 &&
      (l.goods.is_buy === 1 || l.goods.buy_block?.reason === "no_stock") &&
      (l.goods.number ?? 0) >= 1 &&
      l.number > 0
  );
  const amount = (l: CartLine) => unitFen(l) * l.number;
  const goodsFen = sum(counted.map(amount));
  const eligibleFen = sum(counted.filter((l) => l.with_coupon === 1).map(amount));
  const reached = state.activity_data.manjians.filter((m) => eligibleFen > 0 && eligibleFen >= fen(m.amount));
  const reduceFen = Math.min(eligibleFen, Math.max(0, ...reached.map((m) => fen(m.reduce))));
  const freeFromFen = fen(state.shipping_data.no_trans_order_amount);
  const shippingFen = goodsFen > 0 && goodsFen < freeFromFen ? fen(state.shipping_data.shipping_amount) : 0;
  return {
    unitFen,
    count: counted.length,
    quantity: sum(counted.map((l) => l.number)),
    goodsFen,
    tierStatus: (amountYuan: string) => (eligibleFen > 0 && eligibleFen >= fen(amountYuan) ? 1 : 0),
    reduceFen,
    shippingFen,
    payableFen: goodsFen - reduceFen + shippingFen,
  };
}

async function buyablePool(): Promise<Goods[]> {
  // One at a time: the transport cancels an older request to the same endpoint.
  const pages = [];
  for (const q of [
    { keywords: "amxl", page_size: 40 },
    { page_size: 40 },
    { page: 2, page_size: 40 },
  ])
    pages.push(await listGoods(q));
  const seen = new Set<number>();
  return pages
    .flatMap((p) => p.data!.list)
    .filter(
      (g) =>
        g.is_buy === 1 &&
        g.number > 0 &&
        g.ck_id &&
        g.goods_price_id &&
        !seen.has(g.id) &&
        seen.add(g.id)
    );
}

async function emptyCart(): Promise<void> {
  const ids = (await listCartLines({ filters: 99999, new: 1 })).data.data.map(
    (l) => l.id
  );
  if (ids.length > 0) await deleteCartLines({ ids });
}

describe("cart store and demo API: the same figures as the reference", () => {
  it(
    "for random carts: selected count and totals, 满减 tiers, shipping, line prices and ladder texts",
    { timeout: 120_000 },
    async () => {
      server.use(...demoMswHandlers(createDemoApi({ goodsCount: 500 })));
      setHttpEffects({
        alert: () => Promise.resolve(),
        toast: () => undefined,
        navigate: () => undefined,
      });
      await loginByPassword({ username: "kangning", password: "Demo2026" });
      const pool = await buyablePool();
      expect(pool.length).toBeGreaterThan(10);
      const withLadder = pool.filter((g) => g.ladder_price.length > 0).length;
      const combos = (await listCombinations()).data!.list.filter(
        (c) => c.is_buy === 1 && c.number > 0
      );
      const groupBuys = (await listGroupBuys()).data!.list.filter(
        (g) => g.goods.is_buy === 1
      );
      let tiersReached = 0;
      let laddersSeen = 0;
      const typesSeen = new Set<number>();

      const wish = fc.record({
        pick: fc.nat({ max: pool.length - 1 }),
        packs: fc.integer({ min: 1, max: 40 }),
        keep: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(
          fc.uniqueArray(wish, {
            minLength: 1,
            maxLength: 8,
            selector: (w) => w.pick,
          }),
          fc.option(
            fc.record({ pick: fc.nat(), sets: fc.integer({ min: 1, max: 3 }) })
          ),
          fc.option(
            fc.record({ pick: fc.nat(), packs: fc.integer({ min: 1, max: 3 }) })
          ),
          async (wishes, combo, groupBuy) => {
            await emptyCart();
            const params = wishes.map((w) => {
              const g = pool[w.pick]!;
              return {
                id: g.id,
                number: g.zbz * w.packs,
                ck_id: g.ck_id!,
                goods_price_id: g.goods_price_id!,
              };
            });
            // A batch may be partly refused (stock, limits): the cart holds whatever the API accepted.
            await addCartLines({ params }).catch(() => null);
            // Combinations (type 3) and group buys (type 2) price flat; a refusal (limit, stock, scope) leaves them out.
            if (combo && combos.length > 0)
              await buyCombination(combos[combo.pick % combos.length]!.id, {
                number: combo.sets,
              }).catch(() => null);
            if (groupBuy && groupBuys.length > 0) {
              const gb = groupBuys[groupBuy.pick % groupBuys.length]!;
              await joinGroupBuy(gb.id, {
                number: gb.goods.zbz * groupBuy.packs,
              }).catch(() => null);
            }
            const listed = (await listCartLines({ filters: 99999, new: 1 }))
              .data.data;
            const drop = listed
              .filter(
                (l) =>
                  l.type === 1 &&
                  !wishes.find((w) => pool[w.pick]!.id === l.goods.id)?.keep
              )
              .map((l) => l.id);
            if (drop.length > 0 && drop.length < listed.length)
              await selectCartLines({ ids: drop, is_selected: 0 });

            const model = new CartModel();
            await model.load();
            const api = (await listCartLines({ filters: 99999, new: 1 })).data;
            expect(model.lines.map((l) => l.id)).toEqual(
              api.data.map((l) => l.id)
            );
            for (const l of api.data) typesSeen.add(l.type);

            const reference = referenceTotals(api);

            // Per line: the reference's unit price, which is also the one the API priced the line at; the selection.
            for (const v of model.viewLines) {
              const a = api.data.find((l) => l.id === v.line.id)!;
              expect(v.unitFen).toBe(reference.unitFen(a));
              expect(toFen(a.price)).toBe(reference.unitFen(a));
              expect(v.selected).toBe(a.is_selected === 1);
              if (a.with_coupon === 1)
                expect(toFen(a.goods_manjian_amount!)).toBe(v.amountFen);
            }
            // Tiers: same amounts, reductions and status, in the same order (achieved first).
            const apiTiers = api.activity_data.manjians.map((m) => ({
              amountFen: toFen(m.amount),
              reduceFen: toFen(m.reduce ?? "0"),
              status: m.status,
            }));
            expect(model.tiers).toEqual(apiTiers);
            for (const m of api.activity_data.manjians) expect(m.status).toBe(reference.tierStatus(m.amount));
            tiersReached += model.tiers.filter((t) => t.status === 1).length;

            // The store's totals of the selection: the reference's.
            expect(model.selectedCount).toBe(reference.count);
            expect(model.totals.selectedQuantity).toBe(reference.quantity);
            expect(model.selectedTotalFen).toBe(reference.goodsFen);
            expect(model.manjianReduceFen).toBe(reference.reduceFen);
            expect(model.shippingFen).toBe(reference.shippingFen);
            expect(model.payableFen).toBe(reference.payableFen);

            // The API's totals of the selection (the checkout summary of exactly the selected lines): the reference's.
            if (model.selectedIds.length > 0) {
              const summary = (
                await checkoutCart({ ids: model.selectedIds, new: 1 })
              ).data.summary;
              expect(summary.line_count).toBe(reference.count);
              expect(summary.total_number).toBe(reference.quantity);
              expect(fen(summary.goods_amount)).toBe(reference.goodsFen);
              expect(fen(summary.manjian_amount)).toBe(reference.reduceFen);
              expect(fen(summary.shipping_amount)).toBe(reference.shippingFen);
              expect(fen(summary.pay_amount)).toBe(reference.payableFen);
            } else {
              expect(reference.goodsFen).toBe(0);
            }

            // Ladder text: the API's text for the line at its own quantity (an edit to the same number changes nothing).
            for (const v of model.viewLines.filter((x) => x.line.type === 1)) {
              const edited = (
                await editCartLine(v.line.id, { number: v.line.number, new: 1 })
              ).data;
              expect(edited.line.number).toBe(v.line.number);
              expect(v.ladderText ?? null).toBe(edited.ladder_text[0] ?? null);
              if (v.ladderText) laddersSeen += 1;
            }
          }
        ),
        { numRuns: 25 }
      );
      // The property must have exercised what it claims to check.
      expect(withLadder).toBeGreaterThan(0);
      expect(laddersSeen).toBeGreaterThan(0);
      expect(tiersReached).toBeGreaterThan(0);
      expect([...typesSeen].sort()).toEqual([1, 2, 3]);
    }
  );
});
