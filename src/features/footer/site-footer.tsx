import { Link } from 'wouter';
import { useGetGlobalCommon, useGetGlobalConfig } from '@generated/endpoints/common/common';
import { useListArticleCategory } from '@generated/endpoints/article/article';
import type { HelpCategory } from '@generated/models';
import { QrCode } from '@/components/qr-code/qr-code';
import { QueryState } from '@/components/query-state';
import { href } from '@/lib/routes/paths';
import { safeHref } from '@/lib/url/safe-link';
import { footerYear } from './footer-year';
import { FOOTER_HELP_CATEGORY_ID } from './help-category';
import './site-footer.css';

/** The footer help columns are the children of article category 3 (the help centre's category). */
const SILENT = { request: { silent: true } } as const;

export const NO_CONTROLLED_DRUG_INFO = '本网站不发布毒性药品、麻醉药品、精神药品、放射性药品、戒毒药品和医疗机构制剂的产品信息';
const PROMISES = ['正品保障', '资质齐全', '极速配送', '专属客服'] as const;

const asList = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

function HelpColumns() {
  const help = useListArticleCategory({ category_id: FOOTER_HELP_CATEGORY_ID }, { ...SILENT, query: { staleTime: 10 * 60_000 } });
  const columns = asList<HelpCategory>(help.data?.data).filter((c) => c && typeof c.name === 'string');
  const skeleton = (
    <div className="site-footer__help" aria-busy="true">
      <span className="visually-hidden">帮助信息加载中</span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i}>
          <div className="site-footer__skeleton" style={{ width: '40%' }} />
          {[0, 1, 2, 3].map((j) => <div key={j} className="site-footer__skeleton" />)}
        </div>
      ))}
    </div>
  );
  // No column to show is a failed load too: the footer says so in one line and offers 重新加载.
  return (
    <div className="site-footer__help-area">
      <QueryState query={help} data={columns.length > 0 ? columns : null} size="compact" className="site-footer__error" placeholder={skeleton} failText="帮助信息暂时无法加载。">
        {(shown) => <HelpNav columns={shown} />}
      </QueryState>
    </div>
  );
}

function HelpNav({ columns }: { columns: HelpCategory[] }) {
  return (
    <nav className="site-footer__help" aria-label="帮助中心">
      {columns.slice(0, 4).map((col) => (
        <section key={col.id}>
          <h2>{col.name}</h2>
          <ul>
            {asList<HelpCategory>(col.children).map((article) => (
              <li key={article.id}>
                <Link href={href('newsInfo', { id: article.id, type: 'help' })}>{article.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

export function SiteFooter() {
  const config = useGetGlobalConfig({ ...SILENT, query: { staleTime: 10 * 60_000 } });
  const common = useGetGlobalCommon({ ...SILENT, query: { staleTime: 60_000 } });
  const site = config.data?.data;
  const year = footerYear(common.data?.data?.timestamp);
  const licencePage = safeHref(site?.business_license_url);

  return (
    <footer className="site-footer" aria-label="页脚">
      <div className="ui container">
        <ul className="site-footer__promises" aria-label="服务承诺" style={{ listStyle: 'none', margin: 0 }}>
          {PROMISES.map((p) => <li key={p} className="site-footer__promise">{p}</li>)}
        </ul>
        <div className="site-footer__main">
          <HelpColumns />
          <div className="site-footer__service">
            <QrCode value={site?.wechat_service?.url ?? ''} label={site?.wechat_service?.name ? `微信客服 ${site.wechat_service.name}` : '微信客服'} />
            <QrCode value={site?.app_download_url ?? ''} label="手机App下载" />
            <div className="site-footer__hotline">
              投诉热线
              <strong>{site?.hot_line ?? '—'}</strong>
              {site?.service_time && <span>{site.service_time}</span>}
            </div>
          </div>
        </div>
        <div className="site-footer__notice">
          {site && (
            <>
              <p>
                {site.drug_info_filing && <span>互联网药品信息服务：{site.drug_info_filing}</span>}
                {site.trade_filing && <span>药品网络交易服务第三方平台备案：{site.trade_filing}</span>}
              </p>
              <p>
                {site.business_license && (
                  <span>
                    营业执照：{licencePage ? <a href={licencePage}>{site.business_license}</a> : site.business_license}
                  </span>
                )}
                {site.icp && <a href="https://beian.miit.gov.cn/" rel="noopener noreferrer" target="_blank">{site.icp}</a>}
              </p>
            </>
          )}
          <p className="site-footer__statement">{NO_CONTROLLED_DRUG_INFO}</p>
          <p>
            Copyright © {year} {site?.company_name ?? site?.site_name ?? '药采平台'} 版权所有
          </p>
        </div>
      </div>
    </footer>
  );
}
