/** The 说明书 is back-office HTML: SafeHtml keeps the text and formatting and drops anything that could run. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renumberHeadings, SafeHtml, sanitizeHtml } from '@/components/safe-html/safe-html';

describe('SafeHtml', () => {
  it('keeps headings, paragraphs and bold text', () => {
    render(<SafeHtml html="<h3>阿莫西林胶囊说明书</h3><p><strong>【成份】</strong>阿莫西林</p>" label="说明书" />);
    expect(screen.getByRole('region', { name: '说明书' })).toHaveTextContent('【成份】阿莫西林');
    expect(screen.getByRole('heading', { name: '阿莫西林胶囊说明书' })).toBeInTheDocument();
  });

  it('removes scripts, event handlers, javascript: links, styles, iframes and forms', () => {
    const dirty =
      '<p onclick="steal()">文字</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a>' +
      '<style>body{display:none}</style><iframe src="/evil"></iframe><form action="/x"><input name="p"></form><a href="//evil.example/x">外链</a>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|<style|<iframe|<form|<input|evil\.example/i);
    expect(clean).toContain('文字');
    expect(clean).toContain('链接');
  });

  it('puts the text’s headings below the page’s own h1, without skipping a level', () => {
    // A contract whose text starts with an h3 under the page's h1: its heading is the page's second level.
    render(<SafeHtml html="<h3>药品购销合同</h3><p>甲方</p>" label="合同正文" />);
    expect(screen.getByRole('heading', { name: '药品购销合同' })).toHaveProperty('tagName', 'H2');
    const levels = (html: string) => [...renumberHeadings(html).matchAll(/<h(\d)[^>]*>([^<]*)</g)].map((m) => `${m[1]}:${m[2]}`);
    expect(levels('<h1>甲</h1><h3>乙</h3><h5>丙</h5><h3>丁</h3>')).toEqual(['2:甲', '3:乙', '4:丙', '3:丁']);
    expect(levels('<h2>甲</h2><h2>乙</h2>')).toEqual(['2:甲', '2:乙']);
    expect(levels('<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h5>e</h5><h6>f</h6>')).toEqual(['2:a', '3:b', '4:c', '5:d', '6:e', '6:f']);
    // What a heading holds stays; text without headings is returned as it came.
    expect(renumberHeadings('<h4><strong>【成份】</strong>阿莫西林</h4>')).toBe('<h2><strong>【成份】</strong>阿莫西林</h2>');
    expect(renumberHeadings('<p>无标题</p>')).toBe('<p>无标题</p>');
  });

  it('still removes what could run from a text whose headings it renumbers', () => {
    render(<SafeHtml html={'<h4 onclick="steal()">标题<img src="x" onerror="alert(1)"></h4><script>alert(2)</script>'} label="正文" />);
    const region = screen.getByRole('region', { name: '正文' });
    expect(region.innerHTML).not.toMatch(/onclick|onerror|script/i);
    expect(screen.getByRole('heading', { name: '标题' })).toHaveProperty('tagName', 'H2');
  });

  it('renders nothing for an empty insert', () => {
    const { container } = render(<SafeHtml html={null} />);
    expect(container.firstChild).toBeEmptyDOMElement();
  });
});
