import { useSearch } from 'wouter';
import { useListLoginBanners } from '@generated/endpoints/focus/focus';
import { FallbackImage } from '@/components/image/fallback-image';
import { LoginForm } from '@/features/session/login-form';
import { loginReturnPath } from '@/lib/url/login-href';
import './login-page.css';

/** Where a successful login goes: the ?redirect= path when it stays on this site (and is not /login), else home. */
export function returnPathFrom(search: string): string {
  return loginReturnPath(new URLSearchParams(search).get('redirect'));
}

export default function LoginPage() {
  const search = useSearch();
  const banners = useListLoginBanners({ request: { silent: true }, query: { staleTime: 5 * 60_000 } });
  const banner = Array.isArray(banners.data?.data) ? banners.data.data[0] : undefined;
  return (
    <div className="login-page">
      <div className="ui container login-page__inner">
        <div className="login-page__art">
          {banner ? (
            // Lazy: a phone hides the art (the login page there is the form alone), and a hidden lazy picture is never
            // fetched; at a desk it is in view and loads at once.
            <FallbackImage src={banner.image} alt={banner.title || '药采平台'} width={560} height={360} />
          ) : (
            <div className="login-page__slogan">
              <p>正品保障 · 资质齐全</p>
              <p>药店、诊所一站式采购</p>
            </div>
          )}
        </div>
        <LoginForm returnPath={returnPathFrom(search)} />
      </div>
    </div>
  );
}
