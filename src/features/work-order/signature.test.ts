import { describe, expect, it } from 'vitest';
import { addPoint, drawSignature, isBlank, type SignatureContext } from './signature';

function fakeContext() {
  const calls: string[] = [];
  const ctx = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 0,
    lineCap: 'butt',
    lineJoin: 'miter',
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    fillRect: (...a: number[]) => calls.push(`fillRect ${a.join(',')}`),
    beginPath: () => calls.push('beginPath'),
    moveTo: (x: number, y: number) => calls.push(`moveTo ${x},${y}`),
    lineTo: (x: number, y: number) => calls.push(`lineTo ${x},${y}`),
    arc: (x: number, y: number) => calls.push(`arc ${x},${y}`),
    fill: () => calls.push('fill'),
    stroke: () => calls.push('stroke'),
    fillText: (text: string) => calls.push(`fillText ${text}`),
  } as SignatureContext;
  return { ctx, calls };
}

describe('signature pad', () => {
  it('is blank until something is drawn or typed', () => {
    expect(isBlank({ strokes: [] })).toBe(true);
    expect(isBlank({ strokes: [[]], typedName: '  ' })).toBe(true);
    expect(isBlank({ strokes: [[{ x: 1, y: 1 }]] })).toBe(false);
    expect(isBlank({ strokes: [], typedName: 'Aisyah' })).toBe(false);
  });

  it('adds points to the last stroke and skips tiny moves', () => {
    let strokes = addPoint([], { x: 0, y: 0 });
    strokes = addPoint(strokes, { x: 0.2, y: 0.1 });
    strokes = addPoint(strokes, { x: 5, y: 5 });
    expect(strokes).toEqual([
      [
        { x: 0, y: 0 },
        { x: 5, y: 5 },
      ],
    ]);
  });

  it('exports strokes scaled on a white background, a dot for a single point', () => {
    const { ctx, calls } = fakeContext();
    drawSignature(
      ctx,
      {
        strokes: [
          [
            { x: 1, y: 2 },
            { x: 3, y: 4 },
          ],
          [{ x: 10, y: 10 }],
        ],
        width: 100,
        height: 50,
      },
      2,
    );
    expect(calls).toEqual([
      'fillRect 0,0,200,100',
      'beginPath',
      'moveTo 2,4',
      'lineTo 6,8',
      'stroke',
      'beginPath',
      'arc 20,20',
      'fill',
    ]);
  });

  it('draws the typed name when nothing was drawn (keyboard alternative)', () => {
    const { ctx, calls } = fakeContext();
    drawSignature(ctx, { strokes: [], typedName: ' Aisyah Rahman ', width: 300, height: 120 });
    expect(calls).toEqual(['fillRect 0,0,300,120', 'fillText Aisyah Rahman']);
    expect(ctx.textAlign).toBe('center');
  });
});
