/**
 * The cart store against the stateful demo API: for random carts (random goods and quantities added through the API,
 * random lines unselected), the store's totals, 满减 tiers and ladder texts equal the API's to the fen. The API's
 * figures are its own: line prices and tier status from GET /api/cart/list, the amounts of POST /api/cart/checkout's
 * summary for the selected lines, and the ladder text POST /api/cart/{id}/edit returns at the line's quantity.
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
import type { Goods } from "@generated/models";
import { createDemoApi } from "@mock/demo/app";
import { demoMswHandlers } from "@mock/demo/core/msw-adapter";
import { toFen } from "@/domain/money";
import { setHttpEffects } from "@/lib/http";
import { CartModel } from "@/stores/cart-model";
import { server } from "@tests/msw-server";

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

describe("cart store totals equal the demo API", () => {
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

            // Per line: the unit price the API priced at the quantity, and the API's selection.
            for (const v of model.viewLines) {
              const a = api.data.find((l) => l.id === v.line.id)!;
              expect(v.unitFen).toBe(toFen(a.price));
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
            tiersReached += model.tiers.filter((t) => t.status === 1).length;

            // Totals of the selection: the checkout summary of exactly the selected lines.
            if (model.selectedIds.length > 0) {
              const summary = (
                await checkoutCart({ ids: model.selectedIds, new: 1 })
              ).data.summary;
              expect(model.selectedCount).toBe(summary.line_count);
              expect(model.totals.selectedQuantity).toBe(summary.total_number);
              expect(model.selectedTotalFen).toBe(toFen(summary.goods_amount));
              expect(model.manjianReduceFen).toBe(
                toFen(summary.manjian_amount)
              );
              expect(model.shippingFen).toBe(toFen(summary.shipping_amount));
              expect(model.payableFen).toBe(toFen(summary.pay_amount));
            } else {
              expect(model.selectedTotalFen).toBe(0);
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
