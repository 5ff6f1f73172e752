/** The 说明书 is back-office HTML: SafeHtml keeps the text and formatting and drops anything that could run. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from '@/components/safe-html/safe-html';

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

  it('renders nothing for an empty insert', () => {
    const { container } = render(<SafeHtml html={null} />);
    expect(container.firstChild).toBeEmptyDOMElement();
  });
});
