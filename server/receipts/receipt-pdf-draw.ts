import PDFDocument from 'pdfkit';
import { encode } from 'uqr';
import { winAnsiSafe } from './win-ansi';

/**
 * Drawing primitives of the receipt PDF: one A4 page in points (1/72 inch), y growing downwards,
 * the standard Helvetica fonts (no font file to ship or embed) and a few greys.
 */
export type Doc = PDFKit.PDFDocument;

export const PAGE = {
  width: 595.28,
  height: 841.89,
  margin: 42,
  /** Content stops here; below sit the footer's small print and the page number. */
  contentBottom: 841.89 - 72,
  footerY: 841.89 - 48,
};
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const RIGHT = PAGE.width - PAGE.margin;

export const COLOR = { ink: '#1a1a1a', grey: '#6b6b6b', rule: '#c9ccd1', band: '#eef0f3' };

export interface TextStyle {
  width: number;
  size?: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

/**
 * A new document. The creation date is the document's own issue time, so one snapshot always
 * renders the same bytes (PDFKit derives the file identifier from the document info as well).
 */
export function createDoc(info: { title: string; author: string; createdAt: Date }): Doc {
  return new PDFDocument({
    size: 'A4',
    // PDFKit adds a page by itself when text runs past its margins; these sit outside everything
    // drawn, so only the layout's own page breaks happen
    margin: 20,
    bufferPages: true,
    info: {
      Title: info.title,
      Author: info.author,
      CreationDate: Number.isNaN(info.createdAt.getTime()) ? new Date(0) : info.createdAt,
    },
  });
}

function font(doc: Doc, style: TextStyle): Doc {
  return doc
    .font(style.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(style.size ?? 9)
    .fillColor(style.color ?? COLOR.ink);
}

const LINE_GAP = 1.5;

/** Height the text takes when wrapped to the style's width. */
export function heightOf(doc: Doc, text: string, style: TextStyle): number {
  return font(doc, style).heightOfString(winAnsiSafe(text), { width: style.width, lineGap: LINE_GAP });
}

/** Width the text takes on one line. */
export function widthOf(doc: Doc, text: string, style: Omit<TextStyle, 'width'>): number {
  return font(doc, { ...style, width: 0 }).widthOfString(winAnsiSafe(text));
}

/** Writes text at (x, y), wrapped to the style's width; returns the height it took. */
export function write(doc: Doc, text: string, x: number, y: number, style: TextStyle): number {
  const safe = winAnsiSafe(text);
  font(doc, style).text(safe, x, y, { width: style.width, align: style.align ?? 'left', lineGap: LINE_GAP });
  return doc.heightOfString(safe, { width: style.width, lineGap: LINE_GAP });
}

/** Writes lines one under the other; returns the height they took. */
export function writeLines(doc: Doc, lines: string[], x: number, y: number, style: TextStyle): number {
  let height = 0;
  for (const line of lines) height += write(doc, line, x, y + height, style);
  return height;
}

/** A horizontal rule. */
export function rule(doc: Doc, y: number, from = PAGE.margin, to = RIGHT, color = COLOR.rule, weight = 0.6): void {
  doc.save().moveTo(from, y).lineTo(to, y).lineWidth(weight).strokeColor(color).stroke().restore();
}

/** A filled band, e.g. behind the table's column titles. */
export function band(doc: Doc, y: number, height: number, color = COLOR.band): void {
  doc.save().rect(PAGE.margin, y, CONTENT_WIDTH, height).fillColor(color).fill().restore();
}

/**
 * A QR code of `text`, `size` points wide, its top-left corner at (x, y). Each row's runs of dark
 * modules are one rectangle, overlapping a hair so viewers draw no seams between them.
 */
export function qrCode(doc: Doc, text: string, x: number, y: number, size: number): void {
  const modules = encode(text, { ecc: 'M', border: 0 }).data;
  const unit = size / modules.length;
  const seam = 0.02;
  doc.save();
  modules.forEach((row, r) => {
    let start = -1;
    row.forEach((dark, c) => {
      if (dark && start < 0) start = c;
      const runEnds = start >= 0 && (!dark || c === row.length - 1);
      if (!runEnds) return;
      const end = dark ? c + 1 : c;
      doc.rect(x + start * unit, y + r * unit, (end - start) * unit + seam, unit + seam);
      start = -1;
    });
  });
  doc.fillColor('#000000').fill().restore();
}

/** Ends the document and collects its bytes. */
export function finish(doc: Doc): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.end();
  });
}
