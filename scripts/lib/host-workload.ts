/**
 * A fixed piece of page work — the kinds a page of ours does on its first load, in fixed amounts — whose main-thread
 * CPU time says how fast this host's Chromium does such work. Lighthouse's own benchmarkIndex is a small loop of
 * JavaScript array and string operations; it read the host the targets were set on at 2,400–2,500 and two later
 * machines of the same kind at 2,614 and 2,857, while our pages' style, layout, parsing and scripts took about twice as
 * long on the later ones. This workload is made of
 * that work instead, and never changes with the site (a regression of the site must not move the yardstick):
 *
 * - **script**: about 150 KB of generated JavaScript compiled and run (every function called, so none stays lazily
 *   parsed), salted per run so that no compilation cache serves it;
 * - **data**: a ~200 KB JSON answer of goods parsed, filtered, sorted and formatted into strings;
 * - **DOM**: 2,400 goods cards (Chinese names, prices, tags) built under a stylesheet of 600 rules, laid out, then
 *   restyled and laid out again twice by a class on the root, as a page's state changes do.
 *
 * It runs in a page of its own (no network, no site code) and its time is read from the renderer's main-thread CPU
 * clock (CDP Performance `ThreadTime`), so other processes sharing the core do not lengthen it.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { medianReading } from './cpu-calibration';

/** The workload itself (plain JavaScript, run as it is in the page). */
const WORKLOAD = fs.readFileSync(new URL('./host-workload.page.js', import.meta.url), 'utf8');

/** Main-thread CPU milliseconds of one run of the workload in `page`, a fresh empty page. */
async function oneRun(page: Page, salt: number): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Performance.enable');
    const threadTime = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'ThreadTime')?.value ?? NaN;
    };
    await page.setContent('<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"></head><body></body></html>');
    const before = await threadTime();
    await page.evaluate(`${WORKLOAD}\npageWorkload(${salt});`);
    const after = await threadTime();
    return (after - before) * 1000;
  } finally {
    await cdp.detach();
  }
}

/**
 * The workload's main-thread CPU time on this host: the median of `runs` runs, each in a fresh page, after one
 * unmeasured run that warms the renderer (a single reading varied by up to ±15 % here, the median of seven by ≤ 5 %).
 */
export async function hostWorkloadMs(newPage: () => Promise<Page>, runs = 7): Promise<{ ms: number; readings: number[] }> {
  const readings: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const page = await newPage();
    try {
      const ms = await oneRun(page, i);
      if (i > 0) readings.push(Math.round(ms));
    } finally {
      await page.close();
    }
  }
  return { ms: medianReading(readings), readings };
}
