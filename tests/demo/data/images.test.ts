// @vitest-environment jsdom
// (jsdom only for its XML DOMParser, to prove the SVGs are well-formed.)
import { describe, expect, it } from 'vitest';
import { escapeXml, goodsSvg, staticAsset } from '@mock/demo/data/images';
import { allStrings, defaultCatalogue } from './helpers';

describe('generated images', () => {
  const c = defaultCatalogue();

  it('resolves every /static path the data refers to', () => {
    const paths = [...new Set(allStrings(c).filter((s) => s.startsWith('/static/')))];
    expect(paths.length).toBeGreaterThan(c.goods.length);
    const missing = paths.filter((p) => staticAsset(p, c) === null);
    expect(missing).toEqual([]);
    for (const p of paths.slice(0, 2000)) {
      const asset = staticAsset(p, c)!;
      expect(asset.type).toBe('image/svg+xml');
      expect(asset.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(asset.body.endsWith('</svg>')).toBe(true);
      // No external references: the only URL is the SVG namespace.
      expect(asset.body.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|url\((?!#)/);
    }
  });

  it('produces well-formed SVG for every kind of picture', () => {
    const kinds = new Map<string, string>();
    for (const p of allStrings(c).filter((s) => s.startsWith('/static/'))) {
      const kind = p.split('/')[2] + (p.includes('-2.svg') ? '-side' : '') + (p.includes('-hover') ? '-hover' : '');
      if (!kinds.has(kind)) kinds.set(kind, p);
    }
    kinds.set('goods-side', `/static/goods/${c.goods[0]!.id}-2.svg`);
    expect(kinds.size).toBeGreaterThanOrEqual(5);
    for (const [kind, p] of kinds) {
      const doc = new DOMParser().parseFromString(staticAsset(p, c)!.body, 'image/svg+xml');
      expect(doc.getElementsByTagName('parsererror').length, kind).toBe(0);
      expect(doc.documentElement.nodeName).toBe('svg');
    }
  });

  it('answers null for paths it does not know', () => {
    expect(staticAsset('/static/goods/999999.svg', c)).toBeNull();
    expect(staticAsset('/static/brand/0.svg', c)).toBeNull();
    expect(staticAsset('/static/banner/nope.svg', c)).toBeNull();
    expect(staticAsset('/etc/passwd', c)).toBeNull();
  });

  it('draws the goods name, spec and maker, escaped', () => {
    const g = c.goods[0]!;
    const svg = goodsSvg({ ...g, name: '阿<莫>&', ypgg: '0.25g*24粒' });
    expect(svg).toContain('阿&lt;莫&gt;&amp;');
    expect(svg).toContain('0.25g*24粒');
    expect(svg).toContain('华北制药');
    expect(escapeXml(`"'`)).toBe('&quot;&apos;');
  });
});
