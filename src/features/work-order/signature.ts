/** A drawn signature: strokes of points in CSS pixels of the pad. */
export type Point = { x: number; y: number };
export type Stroke = Point[];

export interface SignatureInput {
  strokes: Stroke[];
  /** The keyboard alternative: the signer's typed name, drawn as the signature. */
  typedName?: string;
  width: number;
  height: number;
}

/** The subset of CanvasRenderingContext2D the export uses (a fake in unit tests). */
export interface SignatureContext {
  fillStyle: string | CanvasGradient | CanvasPattern;
  strokeStyle: string | CanvasGradient | CanvasPattern;
  lineWidth: number;
  lineCap: CanvasLineCap;
  lineJoin: CanvasLineJoin;
  font: string;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
  fillRect(x: number, y: number, w: number, h: number): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  arc(x: number, y: number, r: number, start: number, end: number): void;
  fill(): void;
  stroke(): void;
  fillText(text: string, x: number, y: number, maxWidth?: number): void;
}

export const isBlank = (input: Pick<SignatureInput, 'strokes' | 'typedName'>) =>
  input.strokes.every((s) => s.length === 0) && !input.typedName?.trim();

/** Adds a point to the last stroke, skipping moves under half a pixel. */
export function addPoint(strokes: Stroke[], point: Point): Stroke[] {
  const last = strokes[strokes.length - 1];
  if (!last) return [[point]];
  const prev = last[last.length - 1];
  if (prev && Math.hypot(prev.x - point.x, prev.y - point.y) < 0.5) return strokes;
  return [...strokes.slice(0, -1), [...last, point]];
}

/**
 * Draws the signature on a white background: each stroke as a line (a dot for a single point),
 * or, when there are no strokes, the typed name in a script-like font.
 */
export function drawSignature(ctx: SignatureContext, input: SignatureInput, scale = 1): void {
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, input.width * scale, input.height * scale);
  ctx.fillStyle = '#1a1a2e';
  ctx.strokeStyle = '#1a1a2e';
  ctx.lineWidth = 2.5 * scale;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const drawn = input.strokes.filter((s) => s.length > 0);
  if (drawn.length === 0 && input.typedName?.trim()) {
    ctx.font = `italic ${Math.round(input.height * 0.35 * scale)}px "Brush Script MT", cursive`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(
      input.typedName.trim(),
      (input.width * scale) / 2,
      (input.height * scale) / 2,
      input.width * scale * 0.9,
    );
    return;
  }
  for (const stroke of drawn) {
    const [first, ...rest] = stroke as [Point, ...Point[]];
    ctx.beginPath();
    if (rest.length === 0) {
      ctx.arc(first.x * scale, first.y * scale, 1.5 * scale, 0, Math.PI * 2);
      ctx.fill();
      continue;
    }
    ctx.moveTo(first.x * scale, first.y * scale);
    for (const p of rest) ctx.lineTo(p.x * scale, p.y * scale);
    ctx.stroke();
  }
}

/** Renders the signature to a PNG blob on an offscreen canvas (2x for sharpness). */
export async function exportSignaturePng(input: SignatureInput, scale = 2): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(input.width * scale);
  canvas.height = Math.round(input.height * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d unavailable');
  drawSignature(ctx, input, scale);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))), 'image/png'),
  );
}
