/**
 * Back-office rich text is hostile input: an editor's paste, a compromised account or an injected field can carry
 * script. The demo seeds one industry-news item (the oldest, so it sits on the last page) whose body tries every
 * usual trick — script tags, event handlers, `javascript:` links, SVG payloads, frames, forms and CSS — so the site's
 * sanitiser can be proved in a real browser: each payload would set `window.__pwned` or request a `/__pwned/…` URL.
 * The plain paragraphs around them must still be shown.
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
