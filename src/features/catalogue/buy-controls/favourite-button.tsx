import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { addFavorites, cancelFavorites } from '@generated/endpoints/favorite/favorite';
import { href } from '@/lib/routes';
import { useStores } from '@/stores';

const FAVOURITE_ADDED = '收藏成功';
const FAVOURITE_CANCELLED = '取消收藏成功';
const NOTICE_MS = 3000;

interface Props {
  goodsId: number;
  favourite: boolean;
  compact?: boolean;
}

/**
 * 收藏 / 取消收藏. Adding says 收藏成功 with a button to my favourites (a notice next to the button, since a toast
 * cannot carry a link) for 3 s, longer while the pointer or focus is on it; cancelling says 取消收藏成功. Failures are
 * the transport's to show (401 → login).
 */
export function FavouriteButton({ goodsId, favourite, compact }: Props) {
  const { ui } = useStores();
  const [on, setOn] = useState(favourite);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setOn(favourite), [favourite]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const hideSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setNotice(false), NOTICE_MS);
  };
  // The notice stays while the pointer or focus is on it, so its link can be reached before it goes.
  const keep = () => clearTimeout(timer.current);

  const toggle = async () => {
    setBusy(true);
    try {
      if (on) {
        await cancelFavorites({ goods_ids: [goodsId] });
        setOn(false);
        setNotice(false);
        ui.toast(FAVOURITE_CANCELLED);
      } else {
        await addFavorites({ goods_ids: [goodsId] });
        setOn(true);
        setNotice(true);
        hideSoon();
      }
    } catch {
      // shown by the transport
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="favourite">
      <button type="button" className={`favourite__btn${on ? ' is-on' : ''}${compact ? ' favourite__btn--compact' : ''}`} aria-pressed={on} disabled={busy} onClick={() => void toggle()}>
        <span aria-hidden="true">{on ? '★' : '☆'}</span>
        {on ? '已收藏' : '收藏'}
      </button>
      {notice && (
        <span className="favourite__notice" role="status" onFocus={keep} onBlur={hideSoon} onMouseEnter={keep} onMouseLeave={hideSoon}>
          {FAVOURITE_ADDED}
          <Link href={href('star')} className="favourite__go">
            查看我的收藏
          </Link>
        </span>
      )}
    </span>
  );
}
