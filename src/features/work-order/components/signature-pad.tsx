import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { addPoint, drawSignature, isBlank, type Stroke } from '../signature';
import '../work-order.css';

export interface SignatureValue {
  strokes: Stroke[];
  typedName: string;
  width: number;
  height: number;
}

const WIDTH = 320;
const HEIGHT = 140;

/**
 * A canvas to sign on with a finger, pen or mouse (pointer events cover touch), a Clear button,
 * and, for keyboard users, a field whose typed name becomes the signature.
 */
export function SignaturePad({ onChange }: { onChange: (value: SignatureValue | null) => void }) {
  const { t } = useLingui();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const [typedName, setTypedName] = useState('');
  const drawing = useRef(false);
  const typedId = useId();
  const hintId = useId();

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = WIDTH * ratio;
    canvas.height = HEIGHT * ratio;
    drawSignature(ctx, { strokes, typedName, width: WIDTH, height: HEIGHT }, ratio);
    onChange(isBlank({ strokes, typedName }) ? null : { strokes, typedName, width: WIDTH, height: HEIGHT });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onChange is a fresh closure each render
  }, [strokes, typedName]);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) / rect.width) * WIDTH,
      y: ((event.clientY - rect.top) / rect.height) * HEIGHT,
    };
  };

  return (
    <div className="wo-signature">
      <canvas
        ref={canvasRef}
        className="wo-signature__canvas"
        style={{ aspectRatio: `${WIDTH} / ${HEIGHT}` }}
        role="img"
        aria-label={t`Signature area: sign with your finger, or type the signer's name below`}
        aria-describedby={hintId}
        data-testid="signature-canvas"
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture?.(e.pointerId);
          drawing.current = true;
          setTypedName('');
          setStrokes((s) => [...s, [pointAt(e)]]);
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const p = pointAt(e);
          setStrokes((s) => addPoint(s, p));
        }}
        onPointerUp={() => {
          drawing.current = false;
        }}
        onPointerCancel={() => {
          drawing.current = false;
        }}
      />
      <p id={hintId} className="app-muted">
        <Trans>Sign inside the box. Cannot draw? Type the signer's name instead.</Trans>
      </p>
      <label htmlFor={typedId}>
        <Trans>Typed signature</Trans>
      </label>
      <input
        id={typedId}
        className="app-input"
        value={typedName}
        onChange={(e) => {
          setStrokes([]);
          setTypedName(e.target.value);
        }}
      />
      <button
        type="button"
        className="roda-button roda-button--secondary"
        onClick={() => {
          setStrokes([]);
          setTypedName('');
        }}
      >
        <Trans>Clear signature</Trans>
      </button>
    </div>
  );
}
