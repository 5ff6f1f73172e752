import { observer } from 'mobx-react-lite';
import { useStores } from '@/stores';

/**
 * The connection banner, fixed at the foot of every page (it shifts no layout): 离线：显示的是 11月28日 09:12 的数据
 * while the page shows what the device kept, 网络已恢复 when the network returns, and 有新版本，点击刷新 when a new
 * deployment waits. Reads the connection store only; the region is always there, so screen readers hear each change.
 */
export const ConnectionBanner = observer(function ConnectionBanner() {
  const { connection } = useStores();
  const offline = connection.offlineLine;
  const back = connection.backOnlineLine;
  const update = connection.updateLine;
  return (
    <div className="connection-banner" role="status" aria-live="polite">
      {offline && (
        <p className="connection-banner__line connection-banner__line--offline" data-testid="offline-banner">
          {offline}
        </p>
      )}
      {back && (
        <p className="connection-banner__line connection-banner__line--back" data-testid="back-online-banner">
          {back}
          <button type="button" className="connection-banner__close" aria-label="关闭网络恢复提示" onClick={connection.dismissBackOnline}>
            ×
          </button>
        </p>
      )}
      {update && (
        <p className="connection-banner__line connection-banner__line--update">
          <button type="button" className="connection-banner__update" onClick={connection.update} disabled={connection.updating} aria-busy={connection.updating}>
            {connection.updating ? '正在更新…' : update}
          </button>
        </p>
      )}
    </div>
  );
});
