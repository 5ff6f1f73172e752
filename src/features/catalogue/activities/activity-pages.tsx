import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { href } from '@/lib/routes';
import { activityTarget } from './activity-target';
import './activities.css';

/** /loading/activity: reads url/url1/url2 from the query and replaces itself with the activity's page. */
export function LoadingActivity() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const here = location === href('loading_activity');
  useEffect(() => {
    // Once replaced, the address is the activity's own: its query must not be read as another activity link.
    if (!here) return;
    const q = new URLSearchParams(search);
    navigate(activityTarget({ url: q.get('url'), url1: q.get('url1'), url2: q.get('url2') }), { replace: true });
  }, [here, search, navigate]);
  return (
    <div className="ui container activity-state" role="status" aria-live="polite">
      <p className="activity-state__title">活动加载中…</p>
    </div>
  );
}

/** Why /noActivity was reached: `?reason=not_started` when the activity exists but has not begun. */
const NOT_STARTED_REASON = 'not_started';

/** /noActivity: the activity does not exist (or has ended), or has not started yet; either way a way home. */
export function NoActivity() {
  const search = useSearch();
  const notStarted = new URLSearchParams(search).get('reason') === NOT_STARTED_REASON;
  return (
    <div className="ui container activity-state">
      <h1 className="activity-state__title">{notStarted ? '活动未开始' : '活动不存在'}</h1>
      <p className="activity-state__text">{notStarted ? '活动暂未开始，敬请期待。' : '您访问的活动不存在或已结束，看看其他好货吧。'}</p>
      <Link href={href('home')} className="ui primary button">
        返回首页
      </Link>
    </div>
  );
}
