import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { BottomPopup } from '@/shared/ui/bottom-popup';
import { pickupCodeOf } from '../scanned-code';
import '../goods-desk.css';

/** The part of the Barcode Detection API the desk uses (Chromium on Android and macOS; not yet in TypeScript's DOM). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorConstructor {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

const detectorClass = () =>
  (globalThis as unknown as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector ?? null;

/** Reads the pickup code in the video's current frame, or null. */
type ReadFrame = (video: HTMLVideoElement) => Promise<string | null>;

/**
 * The browser's own QR reader when it has one; else each frame is drawn to a canvas and decoded by
 * the `qr` library, imported only now so no other screen carries it (docs/decisions/026-qr-scanning.md).
 */
async function frameReader(): Promise<ReadFrame> {
  const Native = detectorClass();
  const formats = Native ? await Native.getSupportedFormats?.().catch(() => []) : [];
  if (Native && (!formats || formats.includes('qr_code'))) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video)).map((b) => pickupCodeOf(b.rawValue)).find(Boolean) ?? null;
  }
  const { frameSize, pickupCodeInFrame } = await import('../qr-frame');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  return async (video) => {
    if (!video.videoWidth) return null;
    const { width, height } = frameSize(video.videoWidth, video.videoHeight);
    if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
    context.drawImage(video, 0, 0, width, height);
    return pickupCodeInFrame(context.getImageData(0, 0, width, height));
  };
}

/** Whether this browser can open a camera to read the QR code; without one the code is typed. */
export const canScan = () => typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

/** Reads the customer's pickup QR code with the back camera until six digits are seen. */
export function CodeScanner({
  open,
  onClose,
  onCode,
}: {
  open: boolean;
  onClose: () => void;
  onCode: (code: string) => void;
}) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState('');
  // the latest handler, so a new one from the page's render does not reopen the camera
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!open) return;
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    const scan = async (read: ReadFrame) => {
      if (stopped || !video.current) return;
      try {
        const code = await read(video.current);
        if (code && !stopped) {
          handler.current(code);
          return;
        }
      } catch {
        // a frame that is not ready yet or cannot be read: try the next one
      }
      timer = window.setTimeout(() => void scan(read), 250);
    };
    // the decoder loads while the camera opens
    const reader = frameReader();
    reader.catch(() => undefined);
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return;
        video.current.srcObject = s;
        await video.current.play();
        const read = await reader.catch(() => {
          setError(t`The scanner could not be loaded. Type the code instead.`);
          return null;
        });
        if (read) void scan(read);
      })
      .catch(() => {
        if (!stopped) setError(t`The camera could not be opened. Type the code instead.`);
      })
      .finally(() => {
        // closed while the camera was opening: its tracks stop now
        if (stopped) stream?.getTracks().forEach((track) => track.stop());
      });
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [open, t]);

  return (
    <BottomPopup open={open} onClose={onClose} title={t`Scan the pickup code`}>
      <div className="goods-scanner">
        {error ? (
          <p role="alert" className="app-error">
            {error}
          </p>
        ) : (
          <>
            <video ref={video} className="goods-scanner__video" muted playsInline aria-label={t`Camera`} />
            <p className="app-muted">{t`Point the camera at the QR code on the customer's phone.`}</p>
          </>
        )}
      </div>
    </BottomPopup>
  );
}
