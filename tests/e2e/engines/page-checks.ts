/**
 * What the engines' journeys read from the page, as functions that run in the browser (Driver.evaluate sends them as
 * source text, so each is self-contained: no imports, nothing from the module around it).
 */

/** The route the page shows once drawn (main#main's data-route, with no loading frame in it), else null. */
export function drawnRoute(): string | null {
  const main = document.querySelector('main#main[data-route]');
  if (!main || main.querySelector('.page-loading')) return null;
  return main.getAttribute('data-route');
}

/** True once the page's fonts have loaded (nothing left to swap in). */
export function fontsLoaded(): boolean {
  return document.fonts.status === 'loaded';
}

/**
 * The shell shows a member its lottery popup and bottom banner once a session; mark both seen for this tab (session
 * storage outlives the page's navigations) so they cover nothing. The Chromium tests do the same (quietShell).
 */
export function quietShell(): null {
  sessionStorage.setItem('yc_lottery_seen', '1');
  sessionStorage.setItem('yc_bottom_banner_closed', '1');
  return null;
}

/** The text of the first element matching `css`, trimmed with runs of white space as one space; null when none. */
export function textOf(css: string): string | null {
  const el = document.querySelector(css);
  return el ? (el.textContent ?? '').replace(/\s+/g, ' ').trim() : null;
}

/** Whether the radio or checkbox matching `css` is checked (null when none matches). */
export function isChecked(css: string): boolean | null {
  const el = document.querySelector<HTMLInputElement>(css);
  return el ? el.checked : null;
}

/** How far the page reaches past the viewport's right edge, and the element that reaches furthest (for the message). */
export function sidewaysOverflow(): { scrollWidth: number; innerWidth: number; widest: string } {
  const { scrollWidth } = document.documentElement;
  let widest = '';
  let right = window.innerWidth;
  for (const el of Array.from(document.querySelectorAll('body *'))) {
    const box = el.getBoundingClientRect();
    if (box.width > 0 && box.right > right + 0.5) {
      right = box.right;
      widest = `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} (right edge ${Math.round(box.right)} px)`;
    }
  }
  return { scrollWidth, innerWidth: window.innerWidth, widest };
}

/**
 * Whether Chinese is drawn with real glyphs in the page's own font stack. Every CJK font draws an ideograph one em
 * wide and each differently; a missing font gives boxes of another width (WebKit, Chromium) or hex boxes (Firefox).
 * Answers how many Chinese characters main#main shows, the width of six ideographs in ems, and whether two different
 * ideographs draw different pixels.
 */
export function chineseRendering(): { hanInMain: number; ideographWidthEm: number; glyphsDiffer: boolean } {
  const main = document.querySelector<HTMLElement>('main#main');
  const hanInMain = ((main?.innerText ?? '').match(/\p{Script=Han}/gu) ?? []).length;
  const size = 40;
  const canvas = document.createElement('canvas');
  canvas.width = size * 2;
  canvas.height = size * 2;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.font = `${size}px ${getComputedStyle(main ?? document.body).fontFamily}`;
  ctx.textBaseline = 'top';
  const ideographWidthEm = ctx.measureText('药品批发采购').width / (6 * size);
  const pixels = (char: string) => {
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.fillText(char, 4, 4);
    return Array.from(ctx.getImageData(0, 0, canvas.width, canvas.height).data).join(',');
  };
  return { hanInMain, ideographWidthEm, glyphsDiffer: pixels('药') !== pixels('采') };
}

/**
 * What on screen is still loading: parts of main#main marked aria-busy (skeletons, lists being fetched) and images
 * not yet complete, each only when it lies in the viewport (the home page's lower floors load when scrolled to).
 */
export function loadingOnScreen(): string[] {
  const inView = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
  };
  const busy = Array.from(document.querySelectorAll('main#main[aria-busy="true"], main#main [aria-busy="true"]'))
    .filter(inView)
    .map((el) => `busy ${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`);
  const images = Array.from(document.images)
    .filter((img) => !img.complete && inView(img))
    .map((img) => `image ${img.currentSrc || img.src}`);
  return [...busy, ...images];
}

/** Resolves after the browser has rendered two more frames (so a screenshot shows what the DOM holds now). */
export function twoFrames(): Promise<null> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null))));
}

/** Logs a demo account in through the API from the page (its origin, its cookie jar); answers the HTTP status. */
export async function apiLogin(account: { username: string; password: string }): Promise<number> {
  const res = await fetch('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(account).toString(),
    credentials: 'include',
  });
  return res.status;
}

/** The wallet balance the demo API holds for the session's account ("5267.30"), or the HTTP status when refused. */
export async function walletBalance(): Promise<string> {
  const res = await fetch('/api/user/user_money', { credentials: 'include' });
  if (!res.ok) return `HTTP ${res.status}`;
  const body = (await res.json()) as { data: { balance: string } };
  return body.data.balance;
}
