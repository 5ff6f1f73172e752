/**
 * Back-office rich text is hostile input: an editor's paste, a compromised account or an injected field can carry
 * script. For the tests that prove the site's sanitiser in a real browser, the demo can seed attack payloads in the
 * back office's text — every usual trick: script tags, event handlers, `javascript:` links, SVG payloads, frames,
 * forms and CSS, each of which would set `window.__pwned` or request a `/__pwned/…` URL if it ran, around plain
 * paragraphs that must still be shown. They are a test-only option, off by default, so a buyer trying the demo
 * (`npm start`) never sees them: `createDemoApi({ hostileContent: true })` (mock/demo/app.ts) puts them in
 * - the oldest industry-news item (so it sits on the last page): HOSTILE_NEWS_*;
 * - renhe's purchase request for 羚羊感冒片 and one of renhe's feedback items, as the back office's replies
 *   (handlers/account/purchase.ts): HOSTILE_PURCHASE_REPLY and HOSTILE_FEEDBACK_REPLY.
 * Without the option the same items carry the plain text alone (CLEAN_*).
 */
export const HOSTILE_NEWS_TITLE = '关于规范药品网络销售页面展示的提示';

export const HOSTILE_NEWS_SUMMARY = '后台编辑的内容可能夹带脚本，平台展示前统一净化。<img src=x onerror="window.__pwned=\'summary\'">';

export const HOSTILE_NEWS_HTML = [
  '<p>为保障会员浏览安全，平台对后台编辑的资讯内容统一进行净化处理。</p>',
  '<script>window.__pwned = "script"; fetch("/__pwned/script");</script>',
  '<img src="x" onerror="window.__pwned=\'img\';fetch(\'/__pwned/img\')" alt="示意图">',
  '<p><a href="javascript:window.__pwned=\'link\'">点击查看通知原文</a></p>',
  '<p><a href="JaVaScRiPt:window.__pwned=\'link2\'" onclick="window.__pwned=\'click\'">查看附件</a></p>',
  '<svg onload="window.__pwned=\'svg\'"><script>window.__pwned="svg-script"</script><animate onbegin="window.__pwned=\'animate\'" attributeName="x" dur="1s"></animate></svg>',
  '<iframe src="javascript:parent.__pwned=\'frame\'"></iframe>',
  '<object data="/__pwned/object"></object><embed src="/__pwned/embed">',
  '<style>body{display:none !important}</style>',
  '<p style="position:fixed;inset:0;background:url(/__pwned/css);z-index:99999">如有疑问请联系专属客服。</p>',
  '<form action="/__pwned/form" method="post"><input name="password" placeholder="请输入登录密码"><button>提交</button></form>',
  '<details open ontoggle="window.__pwned=\'details\'"><summary>更多</summary></details>',
  '<p>本提示自发布之日起执行。</p>',
  // Left unclosed on purpose, so it is last: a parser-confusion (mXSS) payload.
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=\'mxss\'">',
].join('');

/** The news item's summary and body without the option: its plain paragraphs. */
export const CLEAN_NEWS_SUMMARY = '平台对后台编辑的资讯内容统一净化后展示，保障会员浏览安全。';
export const CLEAN_NEWS_HTML = [
  '<p>为保障会员浏览安全，平台对后台编辑的资讯内容统一进行净化处理。</p>',
  '<p>如有疑问请联系专属客服。</p>',
  '<p>本提示自发布之日起执行。</p>',
].join('');

/** The account manager's answer to renhe's purchase request for 羚羊感冒片. */
export const HOSTILE_PURCHASE_REPLY = [
  '<p>您好，羚羊感冒片目前厂家停产整顿，暂无稳定货源。</p>',
  '<script>window.__pwned = "purchase-script"; fetch("/__pwned/purchase-script");</script>',
  '<img src="x" onerror="window.__pwned=\'purchase-img\';fetch(\'/__pwned/purchase-img\')" alt="">',
  '<p><a href="javascript:window.__pwned=\'purchase-link\'">查看替代品种</a></p>',
  '<svg onload="window.__pwned=\'purchase-svg\'"><animate onbegin="window.__pwned=\'purchase-animate\'" attributeName="x" dur="1s"></animate></svg>',
  '<iframe src="javascript:parent.__pwned=\'purchase-frame\'"></iframe>',
  '<style>body{display:none !important}</style>',
  '<p style="position:fixed;inset:0;background:url(/__pwned/purchase-css)">如需替代品种请联系客户经理。</p>',
].join('');
export const CLEAN_PURCHASE_REPLY = '<p>您好，羚羊感冒片目前厂家停产整顿，暂无稳定货源。</p><p>如需替代品种请联系客户经理。</p>';

/** Customer service's answer to renhe's feedback on the order table on phones. */
export const HOSTILE_FEEDBACK_REPLY = [
  '<p>您好，手机版订单页已改版，感谢您的反馈。</p>',
  '<script>window.__pwned = "feedback-script";</script>',
  '<img src="x" onerror="window.__pwned=\'feedback-img\';fetch(\'/__pwned/feedback-img\')" alt="">',
  '<p><a href="javascript:window.__pwned=\'feedback-link\'">查看改版说明</a></p>',
  '<details open ontoggle="window.__pwned=\'feedback-details\'"><summary>详情</summary></details>',
].join('');
export const CLEAN_FEEDBACK_REPLY = '<p>您好，手机版订单页已改版，感谢您的反馈。</p>';
