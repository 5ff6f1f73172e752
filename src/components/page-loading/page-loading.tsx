/**
 * The page's loading frame: what stands in the page's place while its code or its first answer is on the way, tall
 * enough to keep the footer where it will be (styles in src/styles/shell.css, which the HTML shell inlines). The HTML
 * shell (src/app/static-shell.tsx) draws the same while the page's chunk loads, so nothing moves when the app takes
 * over; a page whose head (banner, title, rules) comes in the same answer as its body shows it instead of a skeleton,
 * so nothing drawn before the answer moves when the answer arrives.
 */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      页面加载中...
    </div>
  );
}
