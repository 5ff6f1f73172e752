import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Tags a package insert or an article may use; everything else (scripts, forms, frames, styles) is removed. */
const ALLOWED_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 'span', 'div', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'a', 'sub', 'sup', 'blockquote'];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan'];

/** The sanitised HTML (exported for tests): DOMPurify with a small allow-list; links may not run script. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|\/(?!\/)|#)/i,
  });
}

/** The level an inserted text's highest heading takes: below the page's own h1. */
const TEXT_HEADINGS_FROM = 2;

/**
 * The text's headings renumbered below the page's own (exported for tests): its highest level becomes `top` and each
 * further level it uses the next one, in order (h3 alone → h2; h1, h3, h5 → h2, h3, h4; at most h6), so a back-office
 * text neither puts a second h1 on the page nor skips a level (a contract that starts with an h3 under the page's h1
 * did). Done on the text as received, in an inert template (nothing in it runs or loads), before it is sanitised: the
 * sanitiser has the last word on what is inserted.
 */
export function renumberHeadings(html: string, top = TEXT_HEADINGS_FROM): string {
  if (!/<h[1-6]/i.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const headings = [...template.content.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const levels = [...new Set(headings.map((h) => Number(h.tagName.slice(1))))].sort((a, b) => a - b);
  for (const heading of headings) {
    const level = Math.min(6, top + levels.indexOf(Number(heading.tagName.slice(1))));
    if (heading.tagName === `H${level}`) continue;
    const renamed = heading.ownerDocument.createElement(`h${level}`);
    for (const attribute of [...heading.attributes]) renamed.setAttribute(attribute.name, attribute.value);
    renamed.append(...heading.childNodes);
    heading.replaceWith(renamed);
  }
  return template.innerHTML;
}

interface Props {
  html: string | null | undefined;
  className?: string;
  /** Accessible name of the region, e.g. 说明书. */
  label?: string;
}

/**
 * The only place the site inserts HTML from the server (back-office rich text such as the 说明书), its headings
 * renumbered below the page's own (renumberHeadings). eslint forbids dangerouslySetInnerHTML everywhere else.
 */
export function SafeHtml({ html, className, label }: Props) {
  const clean = useMemo(() => sanitizeHtml(renumberHeadings(html ?? '')), [html]);
  // eslint-disable-next-line no-restricted-syntax -- the one sanctioned use: the input has just been sanitised
  return <div className={className} aria-label={label} role={label ? 'region' : undefined} dangerouslySetInnerHTML={{ __html: clean }} />;
}
