import type { Banner } from '@generated/models/banner';
import type { BannerRecord } from '../../data/types';
import { currentBuyer, loggedInAccount, type Ctx } from '../shared/buyer';

/**
 * Small helpers the catalogue handlers share: the request's clock, banners, paging and the viewer. Instants are shown
 * with src/domain/datetime.ts (formatBeijing: the contract's DateTime).
 */

/** Contract Timestamp: Unix seconds of the request's clock. */
export const unixSeconds = (ctx: Ctx): number => Math.floor(ctx.now.getTime() / 1000);

export function isRunning(ctx: Ctx, startAt: number, endAt: number): boolean {
  const now = ctx.now.getTime();
  return startAt <= now && now <= endAt;
}

export const bannerView = (b: BannerRecord): Banner => ({ id: b.id, title: b.title, url: b.url, image: b.image });

/** The page and page size a list call asked for (validated and defaulted by the engine). */
export function pageArgs(ctx: Ctx): { page: number; pageSize: number } {
  const page = typeof ctx.query.page === 'number' && ctx.query.page >= 1 ? Math.floor(ctx.query.page) : 1;
  const raw = typeof ctx.query.page_size === 'number' ? Math.floor(ctx.query.page_size) : 20;
  return { page, pageSize: Math.min(100, Math.max(1, raw)) };
}

/** The account whose prices and permissions a goods view uses: the store a chain buys for, or null for visitors. */
export const viewer = currentBuyer;
export const drawer = loggedInAccount;

/** '石家庄康泰大药房' → '石家庄康**药房': the middle of a buyer's name hidden for public winner lists. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  if (chars.length <= 4) return `${chars[0]}**${chars[chars.length - 1]}`;
  const keepHead = Math.min(4, Math.ceil(chars.length / 3));
  const keepTail = Math.min(2, chars.length - keepHead - 2);
  return `${chars.slice(0, keepHead).join('')}**${chars.slice(chars.length - keepTail).join('')}`;
}

/**
 * Back-office rule HTML ('<p>1. …</p><p>2. …</p>') as the plain text some contract fields want: one paragraph or
 * list item a line, tags dropped, the few entities the editor writes decoded.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h\d|div)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}
