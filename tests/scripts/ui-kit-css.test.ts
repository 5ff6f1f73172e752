/**
 * The UI kit's button style sheet as the build loads it (scripts/lib/ui-kit-css.ts): every rule that can style a
 * button the site's Button draws is kept — for every colour and size its props allow and every combination of its
 * flags, each rule of Fomantic's sheet whose selector matches that button (its state pseudo-classes aside) is in the
 * purged sheet — and the rules for what no page draws are gone.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { JSDOM } from 'jsdom';
import postcss from 'postcss';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Button, type ButtonProps } from '@/components/button/button';
import { keepRulesInUse } from '../../scripts/lib/ui-kit-css';

const SHEET = createRequire(import.meta.url).resolve('fomantic-ui-css/components/button.min.css');

// Every value the props allow: a colour or size added to ButtonProps fails to compile here until it is listed.
const COLORS = { red: true } satisfies Record<NonNullable<ButtonProps['color']>, true>;
const SIZES = { mini: true, small: true, large: true } satisfies Record<NonNullable<ButtonProps['size']>, true>;
const FLAGS = ['basic', 'fluid', 'loading', 'negative', 'primary', 'disabled'] as const;

/** Every button the site's Button can draw: its class attribute for each colour, size and set of flags. */
function drawableClasses(): string[] {
  const classes = new Set<string>();
  for (const color of [undefined, ...(Object.keys(COLORS) as (keyof typeof COLORS)[])]) {
    for (const size of [undefined, ...(Object.keys(SIZES) as (keyof typeof SIZES)[])]) {
      for (let mask = 0; mask < 1 << FLAGS.length; mask++) {
        const flags = Object.fromEntries(FLAGS.map((f, i) => [f, (mask & (1 << i)) !== 0]));
        const html = renderToStaticMarkup(createElement(Button, { color, size, ...flags }, '确定'));
        classes.add(/class="([^"]*)"/.exec(html)![1]!);
      }
    }
  }
  return [...classes];
}

/** A selector without its pseudo-classes and pseudo-elements (:hover, :focus, ::after), which a state or a part adds. */
const withoutPseudo = (selector: string) => selector.replace(/::?[a-z-]+(\([^()]*\))?/g, '').trim();
const selectorsOf = (css: string) => {
  const all: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    all.push(...rule.selectors.map((s) => s.trim()));
  });
  return all;
};

describe("the UI kit's button style sheet, purged", () => {
  let original: string;
  let kept: Set<string>;
  beforeAll(async () => {
    original = fs.readFileSync(SHEET, 'utf8');
    kept = new Set(selectorsOf(await keepRulesInUse(original, process.cwd())));
  }, 60_000);

  it('keeps every rule that matches a button the site draws', () => {
    const { document } = new JSDOM('<!doctype html><body></body>').window;
    const button = document.createElement('button');
    document.body.append(button);
    const rules = selectorsOf(original).map((raw) => ({ raw, bare: withoutPseudo(raw) })).filter((r) => r.bare);
    const drawn = drawableClasses();
    expect(drawn.length).toBeGreaterThan(100);
    const lost = new Set<string>();
    let matched = 0;
    for (const className of drawn) {
      button.className = className;
      for (const { raw, bare } of rules) {
        if (!button.matches(bare)) continue;
        matched++;
        if (!kept.has(raw)) lost.add(`${raw} (for class="${className}")`);
      }
    }
    expect(matched).toBeGreaterThan(1000);
    expect([...lost]).toEqual([]);
  });

  it('leaves out what no page draws (the social networks\' buttons, the animated ones), and is under half the size', () => {
    const unused = /\.(facebook|twitter|youtube|linkedin|animated)\b/;
    const naming = (s: string) => unused.test(withoutPseudo(s));
    expect(selectorsOf(original).filter(naming).length).toBeGreaterThan(40);
    expect([...kept].filter(naming)).toEqual([]);
    expect(kept.size).toBeLessThan(selectorsOf(original).length / 2);
  });
});
