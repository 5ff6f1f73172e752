/** The layer rules of scripts/lib/layers.js, as `npm run layers` (and so `npm run lint`) applies them to imports. */
import { describe, expect, it } from 'vitest';
import { allRules, breaksPureLayer, brokenRule, layerOf } from '../../scripts/lib/layers.js';

const FEATURES = ['cart', 'search'];
const rules = allRules(FEATURES);
const allowed = (from: string, to: string) => brokenRule(rules, from, to) === undefined;

describe('brokenRule', () => {
  it('lets the site import downwards and forbids upwards', () => {
    expect(allowed('src/pages/cart/cart-page.tsx', 'src/features/cart/index.ts')).toBe(true);
    expect(allowed('src/features/cart/cart-view.tsx', 'src/stores/index.ts')).toBe(true);
    expect(allowed('src/lib/http/mutator.ts', 'src/domain/money.ts')).toBe(true);
    expect(brokenRule(rules, 'src/components/money/money.tsx', 'src/stores/index.ts')?.message).toMatch(/read no store/);
    expect(brokenRule(rules, 'src/features/cart/cart-view.tsx', 'src/pages/cart/cart-page.tsx')?.message).toMatch(/below pages/);
    expect(brokenRule(rules, 'src/lib/routes/paths.ts', 'src/components/money/money.tsx')?.message).toMatch(/bottom layer/);
  });

  it('lets a feature import another only through its index.ts', () => {
    expect(allowed('src/features/cart/cart-view.tsx', 'src/features/search/index.ts')).toBe(true);
    expect(allowed('src/features/cart/cart-view.tsx', 'src/features/cart/cart-line.tsx')).toBe(true);
    expect(brokenRule(rules, 'src/features/cart/cart-view.tsx', 'src/features/search/search-box.tsx')?.message).toMatch(/public entry/);
  });

  it('lets the demo API share src/domain only, and keeps scripts off tests', () => {
    expect(allowed('mock/demo/handlers/trade/cart.ts', 'src/domain/money.ts')).toBe(true);
    expect(allowed('mock/demo/handlers/trade/cart.ts', 'generated/models/index.ts')).toBe(true);
    expect(brokenRule(rules, 'mock/demo/handlers/trade/cart.ts', 'src/lib/http/mutator.ts')?.message).toMatch(/only src\/domain/);
    expect(brokenRule(rules, 'scripts/budget.ts', 'tests/e2e/helpers.ts')?.message).toMatch(/Scripts do not import tests/);
    expect(allowed('tests/e2e/helpers.ts', 'scripts/lib/chromium.ts')).toBe(true);
    expect(brokenRule(rules, 'src/main.tsx', 'mock/server.ts')?.message).toMatch(/does not import the demo API/);
  });
});

describe('breaksPureLayer and layerOf', () => {
  it('src/domain imports only by ./ paths', () => {
    expect(breaksPureLayer('src/domain/order-pay.ts', './money')).toBe(false);
    expect(breaksPureLayer('src/domain/order-pay.ts', '@/lib/http')).toBe(true);
    expect(breaksPureLayer('src/domain/order-pay.ts', 'dayjs')).toBe(true);
    expect(breaksPureLayer('src/lib/http/mutator.ts', '@/lib/routes/paths')).toBe(false);
  });

  it('puts a file in the layer that holds it', () => {
    expect(layerOf('src/main.tsx')).toBe('entry');
    expect(layerOf('src/app/app.tsx')).toBe('app');
    expect(layerOf('src/features/cart/cart-view.tsx')).toBe('features');
    expect(layerOf('generated/models/money.ts')).toBe('generated');
    expect(layerOf('tests/e2e/helpers.ts')).toBe('tests');
    expect(layerOf('farm.config.ts')).toBeUndefined();
  });
});
