/**
 * The page's loading frame: what stands in the page's place while its code or its first answer is on the way, tall
 * enough to keep the footer where it will be. The HTML shell (src/app/static-shell.tsx) draws the same while the
 * page's chunk loads, so nothing moves when the app takes over. A page whose head (banner, title, rules) comes in the same answer as its
 * body shows this instead of a skeleton: nothing drawn before the answer then moves when it arrives (styles in
 * src/styles/shell.css, which the HTML shell inlines).
 */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      页面加载中...
    </div>
  );
}
