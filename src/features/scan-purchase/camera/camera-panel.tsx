import { useEffect, useRef, useState } from 'react';
import { readBarcode } from '@/domain/barcode';
import { acceptSighting } from '@/domain/scan-list';
import { DETECTOR_FAILED, cameraErrorText, cameraUnavailable } from './camera-errors';
import type { Detector } from './zxing-detector';

/** How often a frame is read: often enough to feel instant, seldom enough to leave a phone's CPU to the video. */
const FRAME_INTERVAL_MS = 150;

/** The back camera when there is one, at a size that resolves a box's bars from 15–25 cm. */
const CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
};

export type DetectorPath = 'native' | 'polyfill';

interface NativeDetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's own BarcodeDetector when it reads EAN-13, else the ZXing WebAssembly one (loaded now, not before). */
async function makeDetector(): Promise<{ detector: Detector; path: DetectorPath }> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (typeof Native === 'function') {
    try {
      const formats = await Native.getSupportedFormats();
      if (formats.includes('ean_13')) return { detector: new Native({ formats: ['ean_13'] }), path: 'native' };
    } catch {
      // the API is there but cannot run here: the WebAssembly detector below
    }
  }
  const { createZXingDetector } = await import('./zxing-detector');
  return { detector: await createZXingDetector(), path: 'polyfill' };
}

type Phase = { kind: 'starting' } | { kind: 'loading' } | { kind: 'scanning'; path: DetectorPath } | { kind: 'error'; message: string };

interface Props {
  /** Each EAN-13 the camera reads, once per sighting (a code kept in view is taken once: CAMERA_REPEAT_MS). */
  onCode(code: string): void;
  onClose(): void;
}

/**
 * 用摄像头扫码: the live camera in a <video>, read continuously for EAN-13 codes, each code going the way a scanner's
 * does. Says in Chinese why there is no camera (not HTTPS, no camera, permission refused, held by another app), and
 * stops the camera when closed, when the page goes to the background and when it leaves the page.
 */
export default function CameraPanel({ onCode, onClose }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const section = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const codeRef = useRef(onCode);
  codeRef.current = onCode;
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      stream = null;
      if (video.current) video.current.srcObject = null;
    };
    const fail = (message: string) => {
      if (stopped) return;
      stop();
      setPhase({ kind: 'error', message });
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') closeRef.current();
    };
    document.addEventListener('visibilitychange', onHidden);

    const start = async () => {
      const problem = cameraUnavailable(window);
      if (problem) return fail(problem);
      try {
        const s = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
        if (stopped) {
          for (const track of s.getTracks()) track.stop();
          return;
        }
        stream = s;
      } catch (e) {
        return fail(cameraErrorText(e));
      }
      const v = video.current;
      if (!v) return;
      v.srcObject = stream;
      try {
        // Muted and inline, it plays; a refusal (or an old browser's undefined) only delays the first frame.
        void Promise.resolve(v.play()).catch(() => undefined);
      } catch {
        // the same
      }
      setPhase({ kind: 'loading' });
      let found: { detector: Detector; path: DetectorPath };
      try {
        found = await makeDetector();
      } catch {
        return fail(DETECTOR_FAILED);
      }
      if (stopped) return;
      setPhase({ kind: 'scanning', path: found.path });
      let seen: Record<string, number> = {};
      let frames = 0;
      const read = async () => {
        if (stopped) return;
        if (v.readyState >= 2 && v.videoWidth > 0) {
          try {
            for (const b of await found.detector.detect(v)) {
              const code = readBarcode(b.rawValue);
              if (!code || stopped) continue;
              const r = acceptSighting(seen, code, performance.now());
              seen = r.seen;
              if (r.accept) codeRef.current(code);
            }
          } catch {
            // a frame that cannot be read: the next one
          }
          // How many frames were read, for whoever watches the scanner work (tests); set on the element, not rendered.
          section.current?.setAttribute('data-frames', String(++frames));
        }
        if (!stopped) timer = setTimeout(() => void read(), FRAME_INTERVAL_MS);
      };
      void read();
    };
    void start();
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      stop();
    };
  }, []);

  const status =
    phase.kind === 'starting' ? '正在打开摄像头…' : phase.kind === 'loading' ? '正在加载条码识别…' : phase.kind === 'scanning' ? '请将药盒条码置于取景框内，识别后自动加入清单' : '';

  return (
    <section ref={section} className="scan-camera" aria-labelledby="scan-camera-title" data-phase={phase.kind} data-detector={phase.kind === 'scanning' ? phase.path : undefined}>
      <div className="scan-camera__head">
        <h3 id="scan-camera-title" className="scan-camera__title">
          摄像头扫码
        </h3>
        <button type="button" className="ui small button" onClick={onClose}>
          关闭摄像头
        </button>
      </div>
      {phase.kind === 'error' ? (
        <p className="scan-camera__error" role="alert">
          {phase.message}
        </p>
      ) : (
        <>
          <div className="scan-camera__view">
            <video ref={video} className="scan-camera__video" muted playsInline autoPlay aria-label="摄像头画面" />
            <span className="scan-camera__frame" aria-hidden="true" />
          </div>
          <p className="scan-camera__status" role="status">
            {status}
          </p>
        </>
      )}
    </section>
  );
}
