import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withCheckDigit } from '@/domain/barcode';
import { isValidQuantity, maxQuantity, quantityStep } from '@/domain/packing';
import {
  CAMERA_REPEAT_MS,
  EMPTY_SCAN_LIST,
  MAX_SCAN_LINES,
  acceptSighting,
  addPending,
  addScan,
  applyCartResult,
  dropPending,
  goesToCart,
  readScanList,
  removeLine,
  scanBlock,
  scanCartLines,
  scanTitle,
  setLineQuantity,
  setPendingReason,
  type ScanGoods,
  type ScanList,
} from '@/domain/scan-list';

const codeOf = (id: number) => withCheckDigit(`6900${String(id).padStart(8, '0')}`);

function goods(over: Partial<ScanGoods> = {}): ScanGoods {
  const id = over.id ?? 1006;
  return {
    id,
    barcode: codeOf(id),
    name: '阿莫西林胶囊',
    tradeName: '阿莫仙',
    spec: '0.5g*20粒',
    maker: '华北制药股份有限公司',
    unit: '盒',
    zbz: 10,
    stock: 330,
    price: '12.50',
    block: null,
    cart: { ck_id: 1, goods_price_id: 10, ladder_price_id: null, goods_manjian_id: null, is_yj: 0 },
    ...over,
  };
}

/** A few goods ids, so scans of one goods meet again; any 中包装, any stock (none, below one 中包装, plenty), some blocked. */
const goodsArb = fc
  .record({
    id: fc.integer({ min: 1, max: 6 }),
    zbz: fc.integer({ min: 1, max: 24 }),
    stock: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 2000 })),
    block: fc.option(fc.constantFrom('该商品为控销商品，您暂无购买权限', '该商品不在您的经营范围（医疗器械）内'), { freq: 4 }),
    tradeName: fc.option(fc.constantFrom('阿莫仙', '芬必得'), { nil: null }),
  })
  .map((g) => goods({ ...g, barcode: codeOf(g.id) }));

/** A list as scanning builds it: scans of the goods, in any order, some several times. */
const scansArb = fc.array(fc.tuple(goodsArb, fc.integer({ min: 1, max: 4 })), { maxLength: 30 });

function scanAll(scans: ReadonlyArray<readonly [ScanGoods, number]>, list: ScanList = EMPTY_SCAN_LIST): ScanList {
  return scans.reduce((l, [g, n]) => addScan(l, g, n).list, list);
}

function expectSound(list: ScanList) {
  const ids = list.lines.map((l) => l.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(list.lines.length).toBeLessThanOrEqual(MAX_SCAN_LINES);
  for (const l of list.lines) {
    // A blocked line holds nothing; any other holds a quantity the packing rules allow.
    const sound = l.block !== null ? l.quantity === 0 : isValidQuantity(l.quantity, { zbz: l.zbz, stock: l.stock });
    expect(sound, `line ${l.id}: quantity ${l.quantity}, ${l.block ?? 'buyable'}`).toBe(true);
    expect(l.scans).toBeGreaterThanOrEqual(1);
  }
}

describe('a scan adds one 中包装', () => {
  it('puts a new goods on top with one step, says how much it added, and a second scan adds another step', () => {
    const first = addScan(EMPTY_SCAN_LIST, goods());
    expect(first.outcome).toMatchObject({ kind: 'added', added: 10 });
    expect(first.list.lines.map((l) => [l.id, l.quantity, l.scans])).toEqual([[1006, 10, 1]]);
    const second = addScan(first.list, first.list.lines[0]!);
    expect(second.outcome).toMatchObject({ kind: 'added', added: 10 });
    expect(second.list.lines[0]).toMatchObject({ quantity: 20, scans: 2 });
    const other = addScan(second.list, goods({ id: 1001, name: '布洛芬缓释胶囊', tradeName: null }));
    expect(other.list.lines.map((l) => l.id)).toEqual([1001, 1006]);
  });

  it('below one 中包装 of stock the step is the stock, and it never goes beyond the stock', () => {
    const low = addScan(EMPTY_SCAN_LIST, goods({ zbz: 10, stock: 8 }));
    expect(low.outcome).toMatchObject({ kind: 'added', added: 8 });
    const again = addScan(low.list, low.list.lines[0]!);
    expect(again.outcome.kind).toBe('at_max');
    expect(again.list.lines[0]).toMatchObject({ quantity: 8, scans: 2 });
    const capped = addScan(EMPTY_SCAN_LIST, goods({ zbz: 10, stock: 25 }), 5);
    expect(capped.list.lines[0]!.quantity).toBe(20);
  });

  it('keeps a goods the buyer cannot buy with the reason and a quantity of 0, out of the cart', () => {
    const blocked = addScan(EMPTY_SCAN_LIST, goods({ block: '该商品为控销商品，您暂无购买权限' }));
    expect(blocked.outcome.kind).toBe('blocked');
    expect(blocked.list.lines[0]).toMatchObject({ quantity: 0, block: '该商品为控销商品，您暂无购买权限' });
    expect(scanCartLines(blocked.list)).toEqual([]);
    const none = addScan(EMPTY_SCAN_LIST, goods({ stock: 0 }));
    expect(none.list.lines[0]!.block).toBe('该商品暂无库存');
  });

  it('refreshes a line from the goods as the server describes it now: a block that appeared empties it', () => {
    const l = scanAll([[goods(), 3]]);
    const now = addScan(l, goods({ block: '您的《药品经营许可证》已过期，请更新资质后购买' }));
    expect(now.list.lines[0]).toMatchObject({ quantity: 0, scans: 4 });
    const back = addScan(now.list, goods());
    expect(back.list.lines[0]!.quantity).toBe(10);
  });

  it('refuses a new goods when the list is full, but still steps a goods already in it', () => {
    let list = EMPTY_SCAN_LIST;
    for (let id = 1; id <= MAX_SCAN_LINES; id++) list = addScan(list, goods({ id, barcode: codeOf(id) })).list;
    expect(addScan(list, goods({ id: 9999, barcode: codeOf(9999) })).outcome.kind).toBe('full');
    expect(addScan(list, list.lines[5]!).outcome.kind).toBe('added');
  });

  it('n scans of a goods come to n steps, at most what the stock allows, blocked goods 0', () => {
    fc.assert(
      fc.property(goodsArb, fc.integer({ min: 1, max: 40 }), (g, n) => {
        const list = addScan(EMPTY_SCAN_LIST, g, n).list;
        const step = quantityStep(g.zbz, g.stock);
        const want = scanBlock(g) !== null ? 0 : Math.min(n * step, maxQuantity(g.zbz, g.stock));
        expect(list.lines[0]!.quantity).toBe(want);
        expect(list.lines[0]!.scans).toBe(n);
      }),
    );
  });

  it('scanning k times at once is scanning once k times', () => {
    fc.assert(
      fc.property(scansArb, (scans) => {
        const once = scanAll(scans.flatMap(([g, n]) => Array.from({ length: n }, () => [g, 1] as const)));
        expect(scanAll(scans)).toEqual(once);
      }),
    );
  });

  it('every list scanning builds is sound: one line a goods, valid 中包装 quantities, blocked lines at 0', () => {
    fc.assert(fc.property(scansArb, (scans) => expectSound(scanAll(scans))));
  });

  it('the quantities do not depend on the order in which different goods were scanned', () => {
    // Each goods id always arrives with the same facts here, so only the order differs.
    const fixedArb = fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 3 })), { maxLength: 20 });
    const facts = (id: number) => goods({ id, barcode: codeOf(id), zbz: id + 1, stock: id * 7, block: id === 4 ? '该商品为控销商品，您暂无购买权限' : null });
    fc.assert(
      fc.property(fixedArb, fc.func(fc.integer()), (scans, key) => {
        const shuffled = [...scans].sort((a, b) => key(a) - key(b));
        const q = (l: ScanList) => Object.fromEntries(l.lines.map((x) => [x.id, x.quantity]));
        expect(q(scanAll(shuffled.map(([id, n]) => [facts(id), n])))).toEqual(q(scanAll(scans.map(([id, n]) => [facts(id), n]))));
      }),
    );
  });

  it('the cart gets exactly the buyable lines with their quantities and price references', () => {
    fc.assert(
      fc.property(scansArb, (scans) => {
        const list = scanAll(scans);
        const sent = scanCartLines(list);
        expect(sent.map((s) => s.id)).toEqual(list.lines.filter(goesToCart).map((l) => l.id));
        for (const s of sent) {
          const l = list.lines.find((x) => x.id === s.id)!;
          expect(l.block).toBeNull();
          expect(s).toEqual({ id: l.id, number: l.quantity, ...l.cart });
        }
      }),
    );
  });
});

describe('editing the list', () => {
  it('corrects a typed quantity to the 中包装 and says why; a blocked line keeps 0', () => {
    const list = scanAll([[goods(), 1], [goods({ id: 1047, barcode: codeOf(1047), block: '该商品为控销商品，您暂无购买权限' }), 1]]);
    const r = setLineQuantity(list, 1006, 25);
    expect(r.list.lines.find((l) => l.id === 1006)!.quantity).toBe(30);
    expect(r.message).toBe('数量须为中包装 10 的整数倍，已调整为 30');
    expect(setLineQuantity(list, 1047, 10).list).toBe(list);
    expect(removeLine(list, 1006).lines.map((l) => l.id)).toEqual([1047]);
  });

  it('keeps codes it could not look up, with how often they were scanned, until their goods is found', () => {
    let list = addPending(EMPTY_SCAN_LIST, codeOf(5));
    list = addPending(list, codeOf(5));
    list = setPendingReason(list, codeOf(5), '网络异常，请检查网络后重试');
    expect(list.pending).toEqual([{ code: codeOf(5), scans: 2, reason: '网络异常，请检查网络后重试' }]);
    const found = addScan(list, goods({ id: 5, barcode: codeOf(5) }), list.pending[0]!.scans);
    expect(found.list.pending).toEqual([]);
    expect(found.list.lines[0]!.quantity).toBe(20);
    expect(dropPending(list, codeOf(5)).pending).toEqual([]);
  });

  it('names a line by its title and spec', () => {
    expect(scanTitle(goods())).toBe('阿莫西林胶囊（阿莫仙）0.5g*20粒');
    expect(scanTitle(goods({ tradeName: null, name: '盐酸克林霉素胶囊', spec: '0.15g*24粒' }))).toBe('盐酸克林霉素胶囊 0.15g*24粒');
    expect(scanTitle(goods({ tradeName: ' ', spec: '' }))).toBe('阿莫西林胶囊');
  });
});

describe('after the cart answers', () => {
  const ok = (id: number, number: number) => ({ id, added: 1, number, msg: '加入购物车成功' });

  it('drops what the cart took, keeps what it refused with the reason, and leaves blocked lines alone', () => {
    const blocked = goods({ id: 1047, barcode: codeOf(1047), block: '该商品为控销商品，您暂无购买权限' });
    const list = scanAll([[goods(), 2], [goods({ id: 1001, barcode: codeOf(1001) }), 1], [blocked, 1]]);
    const sent = scanCartLines(list);
    expect(sent.map((s) => [s.id, s.number])).toEqual([[1001, 10], [1006, 20]]);
    const r = applyCartResult(list, sent, [{ id: 1001, added: 0, number: 0, msg: '库存不足' }, ok(1006, 20)]);
    expect(r.unreadable).toBe(false);
    expect(r.added).toEqual([{ id: 1006, title: '阿莫西林胶囊（阿莫仙）0.5g*20粒', number: 20, note: null }]);
    expect(r.refused).toEqual([{ id: 1001, title: '阿莫西林胶囊（阿莫仙）0.5g*20粒', reason: '库存不足' }]);
    expect(r.list.lines.map((l) => [l.id, l.refused])).toEqual([[1047, null], [1001, '库存不足']]);
  });

  it('keeps what was scanned while the add was under way', () => {
    const list = scanAll([[goods(), 1]]);
    const sent = scanCartLines(list);
    const later = addScan(list, list.lines[0]!, 2).list;
    const r = applyCartResult(later, sent, [ok(1006, 10)]);
    expect(r.list.lines[0]!.quantity).toBe(20);
  });

  it('changes nothing when the answer does not match what was sent', () => {
    const list = scanAll([[goods(), 1], [goods({ id: 1001, barcode: codeOf(1001) }), 1]]);
    const sent = scanCartLines(list);
    for (const bad of [null, {}, [], [ok(1001, 10)], [ok(1006, 10), ok(1001, 10)], [ok(1001, 10), { id: 1006, added: 2, number: 10 }], 'x']) {
      const r = applyCartResult(list, sent, bad);
      expect(r.unreadable).toBe(true);
      expect(r.list).toBe(list);
    }
  });

  it('whatever the cart says per line, no line leaves the list without the cart having taken it', () => {
    fc.assert(
      fc.property(scansArb, fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }), (scans, takes) => {
        const list = scanAll(scans);
        const sent = scanCartLines(list);
        const results = sent.map((s, i) => (takes[i] ? ok(s.id, s.number) : { id: s.id, added: 0, number: 0, msg: '' }));
        const r = applyCartResult(list, sent, results);
        const taken = new Set(sent.filter((_, i) => takes[i]).map((s) => s.id));
        expect(r.list.lines.map((l) => l.id)).toEqual(list.lines.filter((l) => !taken.has(l.id)).map((l) => l.id));
        expect(r.added.map((a) => a.id).sort()).toEqual([...taken].sort());
        for (const x of r.refused) expect(x.reason).toBe('未能加入购物车');
        expectSound(r.list);
      }),
    );
  });
});

describe('the camera takes a code once per sighting', () => {
  it('ignores a code seen again within the window, takes it again after it was out of sight that long', () => {
    let seen: Record<string, number> = {};
    const at = (code: string, t: number) => {
      const r = acceptSighting(seen, code, t);
      seen = r.seen;
      return r.accept;
    };
    expect([at('a', 0), at('a', 150), at('a', 300), at('b', 400), at('a', 1000), at('a', 2600)]).toEqual([true, false, false, true, false, true]);
  });

  it('a stream of sightings of one code is taken once plus once per gap of at least the window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3000 }), { maxLength: 50 }), (gaps) => {
        let seen: Record<string, number> = {};
        let t = 0;
        let taken = 0;
        gaps.forEach((g, i) => {
          t += i === 0 ? 0 : g;
          const r = acceptSighting(seen, '6900570000056', t);
          seen = r.seen;
          if (r.accept) taken++;
        });
        const want = gaps.length === 0 ? 0 : 1 + gaps.slice(1).filter((g) => g >= CAMERA_REPEAT_MS).length;
        expect(taken).toBe(want);
        expect(Object.keys(seen).length).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('a list read back from storage', () => {
  it('reads back what it wrote', () => {
    fc.assert(
      fc.property(scansArb, fc.array(fc.integer({ min: 100, max: 120 }), { maxLength: 5 }), (scans, codes) => {
        const list = codes.reduce((l, c) => addPending(l, codeOf(c)), scanAll(scans));
        expect(readScanList(JSON.parse(JSON.stringify(list)))).toEqual(list);
      }),
    );
  });

  it('makes a sound list of anything, dropping what it cannot read', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const list = readScanList(raw);
        expectSound(list);
        for (const p of list.pending) expect(p.code).toMatch(/^\d{13}$/);
      }),
    );
    const tampered = readScanList({
      lines: [
        { ...goods(), quantity: 13, scans: 2, refused: null },
        { ...goods(), quantity: 10, scans: 1, refused: null },
        { ...goods({ id: 7 }), barcode: '123', quantity: 10, scans: 1 },
        { ...goods({ id: 8, barcode: codeOf(8) }), cart: { ck_id: 'x' }, quantity: 10 },
        'junk',
      ],
      pending: [{ code: codeOf(1006), scans: 1 }, { code: 'abc' }, { code: codeOf(9), scans: -4, reason: 5 }],
    });
    expect(tampered.lines.map((l) => [l.id, l.quantity])).toEqual([[1006, 20]]);
    expect(tampered.pending).toEqual([{ code: codeOf(9), scans: 1, reason: null }]);
  });
});
