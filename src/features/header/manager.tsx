import { observer } from 'mobx-react-lite';
import { useGetGlobalConfig } from '@generated/endpoints/common/common';
import { useStores } from '@/stores';

/**
 * The buyer's account manager (name and phone, prefixed 专属服务 when not the default service) and the complaint
 * hotline from the common configuration.
 */
export const ManagerInfo = observer(function ManagerInfo() {
  const { session } = useStores();
  const config = useGetGlobalConfig({ request: { silent: true }, query: { staleTime: 10 * 60_000 } });
  const hotLine = session.hotLine ?? config.data?.data?.hot_line;
  const admin = session.admin;
  return (
    <div className="manager-info">
      {hotLine && (
        <p className="manager-info__hotline">
          投诉热线 <span>{hotLine}</span>
        </p>
      )}
      {admin?.name && (
        <p className="manager-info__admin">
          <span className="manager-info__label">{session.managerLabel}</span>
          {admin.phone && <span className="manager-info__phone">{admin.phone}</span>}
        </p>
      )}
    </div>
  );
});
