import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { drawLottery, getGetLotterySimpleQueryKey } from '@generated/endpoints/draw/draw';
import type { Lottery, LotteryPrize } from '@generated/models';
import { focusOrigin, holdDialogFocus, typingNow } from '@/components/lazy-dialog/dialog-focus';

/** The spinner turns about 2 s before the prize shows; closing fades out over 1 s. */
export const DRAW_SPIN_MS = 2000;
export const CLOSE_ANIMATION_MS = 1000;
export const CLOSE_WHILE_DRAWING = '正在抽奖中，确定要关闭吗？关闭后可到个人中心查看抽奖结果。';

type Phase = 'ready' | 'drawing' | 'won';

interface Props {
  lottery: Lottery;
  onClosed: () => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** The popup lottery: draw, a ~2 s spinner, then the prize; closing while drawing asks first. */
export default function LotteryPopup({ lottery, onClosed }: Props) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>('ready');
  const [prize, setPrize] = useState<LotteryPrize | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);
  const live = useRef(true);
  const dialog = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>();
  // Where focus was when the popup was asked for (read while it first renders): it goes back there on close.
  const [opener] = useState(focusOrigin);

  // Tab stays in the popup while it is open; focus goes back to the opener when it closes (holdDialogFocus). A box
  // being typed or scanned into keeps its focus: the popup does not take it (the host does not open it then).
  useEffect(() => {
    const release = holdDialogFocus(opener);
    if (!typingNow()) dialog.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      live.current = false;
      clearTimeout(closeTimer.current);
      release();
    };
  }, [opener]);

  // Keep focus inside the dialog when its content changes (spinner → prize → confirmation).
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.contains(document.activeElement) && !typingNow()) el.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [phase, confirming]);

  const draw = async () => {
    setPhase('drawing');
    try {
      // The spinner turns at least DRAW_SPIN_MS even when the answer is quicker.
      const [res] = await Promise.all([drawLottery(lottery.id), wait(DRAW_SPIN_MS)]);
      if (!live.current) return;
      setPrize(res.data);
      setPhase('won');
    } catch {
      // The shared handler has told the buyer why: a failed draw is shown like any other failed call.
      if (live.current) setPhase('ready');
    }
  };

  const close = () => {
    if (closing) return;
    setConfirming(false);
    setClosing(true);
    // A draw happened (or may still finish): the lottery is joined now, so it must not pop up again.
    if (phase !== 'ready') void queryClient.invalidateQueries({ queryKey: getGetLotterySimpleQueryKey() });
    closeTimer.current = setTimeout(onClosed, CLOSE_ANIMATION_MS);
  };

  const requestClose = () => {
    if (phase === 'drawing') setConfirming(true);
    else close();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    if (confirming) setConfirming(false);
    else requestClose();
  };

  return (
    <div className={`lottery-overlay${closing ? ' is-closing' : ''}`} style={{ animationDuration: closing ? `${CLOSE_ANIMATION_MS}ms` : undefined }}>
      <div ref={dialog} className="lottery-popup" role="dialog" aria-modal="true" aria-labelledby="lottery-title" onKeyDown={onKeyDown} data-phase={phase}>
        <button type="button" className="lottery-popup__close" onClick={requestClose} aria-label="关闭抽奖">×</button>
        <h2 id="lottery-title" className="lottery-popup__title">{lottery.name}</h2>
        {confirming ? (
          <div className="lottery-popup__confirm" role="alert">
            <p>{CLOSE_WHILE_DRAWING}</p>
            <div className="lottery-popup__actions">
              <button type="button" className="lottery-popup__button is-secondary" onClick={() => setConfirming(false)}>继续抽奖</button>
              <button type="button" className="lottery-popup__button" onClick={close}>确定关闭</button>
            </div>
          </div>
        ) : phase === 'ready' ? (
          <>
            {lottery.remarks && <p className="lottery-popup__remarks">{lottery.remarks}</p>}
            <div className="lottery-popup__wheel" aria-hidden="true" />
            <button type="button" className="lottery-popup__button" onClick={() => void draw()}>立即抽奖</button>
          </>
        ) : phase === 'drawing' ? (
          <div className="lottery-popup__drawing" role="status" aria-live="polite">
            <div className="lottery-popup__wheel is-spinning" aria-hidden="true" />
            <p>抽奖中，请稍候...</p>
          </div>
        ) : (
          <div className="lottery-popup__won" role="status" aria-live="polite">
            <p className="lottery-popup__congrats">恭喜您获得</p>
            <p className="lottery-popup__prize">{prize?.prize_name}</p>
            {prize?.remarks && <p className="lottery-popup__remarks">{prize.remarks}</p>}
            <button type="button" className="lottery-popup__button" onClick={close}>我知道了</button>
          </div>
        )}
      </div>
    </div>
  );
}
