import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ChunkBoundary } from '@/components/chunk-boundary';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { Money } from '@/components/money/money';
import { goesToCart, scanTitle, type ScanLine } from '@/domain/scan-list';
import { QuantityStepper } from '@/features/catalogue';
import { useBatchAdd } from '@/features/quick-purchase';
import { href } from '@/lib/routes/paths';
import { useStores } from '@/stores';
import { coarsePointer, focusWasLost, useScanFocus } from './use-scan-focus';
import { useScanList, type AddAllReport } from './use-scan-list';
import './scan-purchase.css';

// The camera, and with it the barcode reader's WebAssembly when the browser has no BarcodeDetector, is fetched only
// when the buyer opens it.
const CameraPanel = lazy(() => import('./camera/camera-panel'));

/** The camera's chunk could not be fetched (the network is down): say so; the scanner box keeps working. */
function CameraLoadFailed({ onClose }: { onClose: () => void }) {
  return (
    <section className="scan-camera" aria-label="摄像头扫码">
      <p className="scan-camera__error" role="alert">
        摄像头扫码加载失败，请检查网络后重试；也可使用扫码枪或手动输入条码。
      </p>
      <button type="button" className="ui small button" onClick={onClose}>
        关闭
      </button>
    </section>
  );
}

interface LineProps {
  line: ScanLine;
  index: number;
  flash: number | null;
  onQuantity(q: number): void;
  onRemove(): void;
}

function Line({ line, index, flash, onQuantity, onRemove }: LineProps) {
  const { ui } = useStores();
  const title = scanTitle(line);
  const blocked = line.block !== null;
  // Two identical animations by turns, so every scan of the line plays it again.
  const flashClass = flash === null ? '' : flash % 2 ? ' is-flash-a' : ' is-flash-b';
  return (
    <tr className={`scan-line${blocked ? ' is-blocked' : ''}${flashClass}`} data-goods-id={line.id} data-barcode={line.barcode} data-state={blocked ? 'blocked' : 'ok'}>
      <td className="scan-line__goods" data-label="商品">
        <Link href={href('list_info', { id: line.id })} className="scan-line__name">
          {title}
        </Link>
        <span className="scan-line__sub">{line.maker}</span>
        <span className="scan-line__sub">
          条码 {line.barcode} · 已扫 {line.scans} 次
        </span>
      </td>
      <td data-label="单价" className="scan-line__price">
        {line.price !== null ? <Money yuan={line.price} /> : '—'}
      </td>
      <td data-label="中包装">
        <span className="scan-line__value">
          {line.zbz}
          {line.unit}
          <span className="scan-line__sub">库存 {line.stock}</span>
        </span>
      </td>
      <td data-label="采购数量" className="scan-line__qty">
        {blocked ? (
          <p className="buy-block buy-block--inline" role="note">
            {line.block}
          </p>
        ) : (
          <QuantityStepper compact value={line.quantity} onChange={onQuantity} zbz={line.zbz} stock={line.stock} label={`${title} 采购数量`} rowIndex={index} onAdjusted={ui.toast} />
        )}
        {line.refused && (
          <p className="scan-line__refused" role="note">
            未能加入购物车：{line.refused}
          </p>
        )}
      </td>
      <td data-label="操作">
        <button type="button" className="ui mini basic button" onClick={onRemove} aria-label={`移除 ${title}`}>
          移除
        </button>
      </td>
    </tr>
  );
}

function Report({ report }: { report: AddAllReport }) {
  if (report.kind === 'failed') {
    return (
      <p className="scan__report is-error" role="alert">
        未能加入购物车，扫码清单已保留，请检查网络或提示后重试。
      </p>
    );
  }
  if (report.unreadable) {
    return (
      <p className="scan__report is-error" role="alert">
        购物车的答复无法识别，扫码清单已保留。请先<Link href={href('cart')}>查看购物车</Link>，确认后再决定是否重新加入。
      </p>
    );
  }
  return (
    <div className="scan__report" role="status" data-testid="scan-added">
      {report.added.length > 0 && (
        <p>
          已加入购物车 {report.added.length} 种：
          {report.added.map((a) => `${a.title} ×${a.number}${a.note ? `（${a.note}）` : ''}`).join('、')}。<Link href={href('cart')}>去购物车结算</Link>
        </p>
      )}
      {report.refused.length > 0 && (
        <p className="is-error">
          未能加入 {report.refused.length} 种（仍在清单中）：{report.refused.map((r) => `${r.title}：${r.reason}`).join('；')}
        </p>
      )}
      {report.blocked > 0 && <p className="is-muted">另有 {report.blocked} 种商品不可购买，未提交，原因见清单。</p>}
    </div>
  );
}

/**
 * 扫码采购 (/kjcg?tab=scan): a USB scanner (it types 13 digits and Enter), a typed code or the phone's camera adds one
 * 中包装 of the goods a box's EAN-13 names to a list; a goods the buyer cannot buy shows why and stays out of the cart.
 * Lines can be changed and removed; the list is kept for the tab (a reload or a network fault loses nothing); one
 * button adds every buyable line to the cart and says what went and what did not.
 */
export const ScanPurchaseView = observer(function ScanPurchaseView() {
  const { session } = useStores();
  const user = session.user;
  const owner = user?.show === 1 ? `${user.username ?? ''}|${user.company ?? ''}` : null;
  const { add, pending } = useBatchAdd();
  const scans = useScanList(owner, add);
  const { list, notice, flash, report } = scans;
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const [asking, setAsking] = useState(false);
  const section = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useScanFocus(section, input, scans.scan);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) {
      scans.say('error', '请扫描或输入 13 位商品条码');
      return;
    }
    scans.scan(code);
    setCode('');
  };
  const cameraButton = useRef<HTMLButtonElement>(null);
  // Where focus goes when what had it is gone (a removed line, the closed camera): the scanner box on a desk; on a touch
  // screen the camera button, as focusing the box there would open the on-screen keyboard.
  const focusBox = () => (coarsePointer() ? cameraButton.current : input.current)?.focus({ preventScroll: true });
  // The button is off while the add is under way (and stays off when nothing is left to add): focus that was on it, or
  // that a click on it while off dropped on the page, goes back to the scanner box.
  const addAll = async () => {
    await scans.addAll();
    if (focusWasLost()) focusBox();
  };
  const buyable = list.lines.filter(goesToCart).length;
  const empty = list.lines.length === 0 && list.pending.length === 0;

  return (
    <section className="scan" ref={section} aria-labelledby="scan-title">
      <h2 id="scan-title" className="scan__title">
        扫码采购
      </h2>
      <p className="scan__intro" id="scan-hint">
        用扫码枪扫描药盒上的条码，或输入 13 位条码后按回车；每扫一次加入一个中包装，同一商品再扫一次加一个中包装。
      </p>
      <form className="scan__bar" onSubmit={onSubmit} aria-label="扫码加入清单">
        <label htmlFor="scan-code" className="scan__label">
          商品条码
        </label>
        <input
          ref={input}
          id="scan-code"
          className="scan__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="enter"
          maxLength={40}
          placeholder="扫描或输入 13 位条码"
          aria-describedby="scan-hint"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="ui primary button">
          加入清单
        </button>
        <button ref={cameraButton} type="button" className="ui button scan__camera-btn" aria-expanded={camera} aria-controls="scan-camera" onClick={() => setCamera((c) => !c)}>
          {camera ? '收起摄像头' : '用摄像头扫码'}
        </button>
      </form>
      <div className="scan__notices">
        <p className={`scan__notice${notice?.tone === 'ok' ? ' is-shown' : ''}`} role="status" data-testid="scan-status">
          {notice?.tone === 'ok' ? <span key={notice.id}>{notice.text}</span> : null}
        </p>
        <p className={`scan__notice is-error${notice?.tone === 'error' ? ' is-shown' : ''}`} role="alert" data-testid="scan-error">
          {notice?.tone === 'error' ? <span key={notice.id}>{notice.text}</span> : null}
        </p>
      </div>
      <div id="scan-camera">
        {camera && (
          <ChunkBoundary
            fallback={
              <CameraLoadFailed
                onClose={() => {
                  setCamera(false);
                  focusBox();
                }}
              />
            }
          >
            <Suspense
              fallback={
                <p className="scan-camera__status" role="status">
                  正在打开摄像头…
                </p>
              }
            >
              <CameraPanel
                onCode={scans.scan}
                onClose={() => {
                  setCamera(false);
                  focusBox();
                }}
              />
            </Suspense>
          </ChunkBoundary>
        )}
      </div>
      {list.pending.length > 0 && (
        <ul className="scan-pending" aria-label="待查询的条码">
          {list.pending.map((p) => (
            <li key={p.code} className={p.reason ? 'is-failed' : undefined} data-code={p.code}>
              <span>
                条码 {p.code}
                {p.scans > 1 ? `（扫描 ${p.scans} 次）` : ''}：{p.reason ?? '正在查询…'}
              </span>
              {p.reason && (
                <span className="scan-pending__actions">
                  <button type="button" className="ui mini button" onClick={() => scans.retry(p.code)}>
                    重新查询
                  </button>
                  <button type="button" className="ui mini basic button" onClick={() => scans.dropCode(p.code)} aria-label={`移除条码 ${p.code}`}>
                    移除
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.lines.length > 0 ? (
        <table className="scan-table">
          <caption className="visually-hidden">扫码清单</caption>
          <thead>
            <tr>
              <th scope="col">商品</th>
              <th scope="col">单价</th>
              <th scope="col">中包装</th>
              <th scope="col">采购数量</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {list.lines.map((line, i) => (
              <Line
                key={line.id}
                line={line}
                index={i}
                flash={flash?.id === line.id ? flash.n : null}
                onQuantity={(q) => scans.setQuantity(line.id, q)}
                onRemove={() => {
                  scans.remove(line.id);
                  focusBox();
                }}
              />
            ))}
          </tbody>
        </table>
      ) : (
        empty && <p className="scan__empty">扫码清单为空。扫描药盒条码后，商品会出现在这里。</p>
      )}
      {report && <Report report={report} />}
      <div className="scan__actions">
        <span className="scan__count" data-testid="scan-count">
          共 {list.lines.length} 种，可加入购物车 {buyable} 种
        </span>
        {!empty && (
          <button type="button" className="ui basic button" aria-haspopup="dialog" onClick={() => setAsking(true)}>
            清空清单
          </button>
        )}
        <button type="button" className="ui red button" disabled={buyable === 0 || pending} onClick={() => void addAll()}>
          {pending ? '正在加入…' : `全部加入购物车（${buyable} 种）`}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title="清空扫码清单"
        text="确定清空扫码清单中的全部商品吗？已加入购物车的商品不受影响。"
        confirmText="清空"
        onConfirm={() => {
          setAsking(false);
          scans.clear();
          focusBox();
        }}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
});
