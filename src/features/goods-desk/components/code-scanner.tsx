import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { BottomPopup } from '@/shared/ui/bottom-popup';
import { pickupCodeOf } from '../scanned-code';
import '../goods-desk.css';

/** The part of the Barcode Detection API the desk uses (Chromium on Android; not yet in TypeScript's DOM). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

const detectorClass = () =>
  (globalThis as unknown as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector ?? null;

/** Whether this browser can read QR codes from the camera; without it the code is typed. */
export const canScan = () => detectorClass() !== null && !!navigator.mediaDevices?.getUserMedia;

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

  useEffect(() => {
    if (!open) return;
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    const scan = async () => {
      if (stopped || !video.current) return;
      try {
        const found = await detector.detect(video.current);
        const code = found.map((b) => pickupCodeOf(b.rawValue)).find(Boolean);
        if (code) {
          onCode(code);
          return;
        }
      } catch {
        // a frame that is not ready yet: try the next one
      }
      timer = window.setTimeout(() => void scan(), 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return;
        video.current.srcObject = s;
        await video.current.play();
        void scan();
      })
      .catch(() => setError(t`The camera could not be opened. Type the code instead.`));
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [open, onCode, t]);

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
