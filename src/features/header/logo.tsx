import { Link } from 'wouter';
import { href } from '@/lib/routes/paths';

/** The site mark, drawn inline: no image request, crisp at any size. */
export function Logo({ small = false }: { small?: boolean }) {
  const h = small ? 32 : 48;
  return (
    <Link href={href('home')} className="site-logo">
      <svg width={h} height={h} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <rect width="48" height="48" rx="10" fill="#1f7a4d" />
        <path d="M14 20h20v8H14z" fill="#fff" />
        <path d="M20 14h8v20h-8z" fill="#fff" />
      </svg>
      <span className="site-logo__text">
        <strong>药采平台</strong>
        {!small && <small>药品批发采购</small>}
      </span>
      <span className="visually-hidden">（返回首页）</span>
    </Link>
  );
}
