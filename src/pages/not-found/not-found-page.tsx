import { Link, useLocation } from 'wouter';
import { href } from '@/lib/routes/paths';
import './not-found.css';

/** 404: also what a route shows until its page is built (never a placeholder). */
export default function NotFoundPage() {
  const [path] = useLocation();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1 id="not-found-title">抱歉，您访问的页面不存在</h1>
      <p className="not-found__text">
        页面可能已下线或地址有误{path !== href('notFound') ? <>（<code>{path}</code>）</> : null}，请检查后重试。
      </p>
      <p className="not-found__links">
        <Link href={href('home')} className="ui primary button">返回首页</Link>
        <Link href={href('help')} className="ui basic button">帮助中心</Link>
      </p>
    </section>
  );
}
