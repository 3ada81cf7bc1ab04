import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF's pages in reading order, good enough to assert on: pages in order, lines top to
 * bottom, the pieces of one line left to right joined by a space. Node built-ins only, so unit tests
 * and browser tests (on a downloaded file) can both use it.
 *
 * It reads what Roda's documents are made of (server/receipts): uncompressed or FlateDecode content
 * streams, text in single-byte WinAnsi fonts shown with Tj, TJ, ' and " from literal or hex strings,
 * positioned with Tm, Td, TD, T* and cm. Two-byte fonts (embedded CID fonts), object streams and
 * encryption are out of its reach.
 */
export function pdfText(bytes: Uint8Array): string {
  const objects = readObjects(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return pageContents(objects)
    .map((streams) => pageLines(streams.map(decodeStream).join('\n')).join('\n'))
    .join('\n');
}

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+)\s+\d+\s+obj\b/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const start = header.lastIndex;
    const end = text.indexOf('endobj', start);
    const streamAt = text.indexOf('stream', start);
    if (streamAt < 0 || (end >= 0 && streamAt > end)) {
      objects.set(Number(match[1]), { dict: text.slice(start, end < 0 ? undefined : end), stream: null });
      continue;
    }
    const dict = text.slice(start, streamAt);
    let dataStart = streamAt + 'stream'.length;
    if (text[dataStart] === '\r') dataStart++;
    if (text[dataStart] === '\n') dataStart++;
    // a direct /Length is trusted when endstream follows it; otherwise the data runs to endstream
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    let dataEnd = length ? dataStart + Number(length[1]) : -1;
    if (dataEnd < 0 || !/^\s*endstream/.test(text.slice(dataEnd, dataEnd + 20))) {
      dataEnd = text.indexOf('endstream', dataStart);
      while (dataEnd > dataStart && /[\r\n]/.test(text[dataEnd - 1] ?? '')) dataEnd--;
    }
    objects.set(Number(match[1]), { dict, stream: pdf.subarray(dataStart, dataEnd) });
    header.lastIndex = text.indexOf('endstream', dataEnd) + 'endstream'.length;
  }
  return objects;
}

const refs = (text: string): number[] => [...text.matchAll(/(\d+)\s+\d+\s+R/g)].map((m) => Number(m[1]));

/** Refs a dictionary entry holds: `/Key 4 0 R` or `/Key [4 0 R 5 0 R]`. */
function entryRefs(dict: string, key: string): number[] {
  const match = new RegExp(`/${key}\\s*(\\[[^\\]]*\\]|\\d+\\s+\\d+\\s+R)`).exec(dict);
  return match ? refs(match[1] ?? '') : [];
}

/** The content streams of each page, pages in the order of the page tree. */
function pageContents(objects: Map<number, PdfObject>): Buffer[][] {
  const pages: number[] = [];
  const walk = (id: number, depth: number) => {
    const node = objects.get(id);
    if (!node || depth > 50) return;
    if (/\/Type\s*\/Page\b(?!s)/.test(node.dict)) pages.push(id);
    else for (const kid of entryRefs(node.dict, 'Kids')) walk(kid, depth + 1);
  };
  const catalog = [...objects.values()].find((o) => /\/Type\s*\/Catalog\b/.test(o.dict));
  for (const root of catalog ? entryRefs(catalog.dict, 'Pages') : []) walk(root, 0);
  if (pages.length === 0) for (const [id, o] of objects) if (/\/Type\s*\/Page\b(?!s)/.test(o.dict)) pages.push(id);
  return pages.map((id) =>
    entryRefs(objects.get(id)?.dict ?? '', 'Contents')
      .map((ref) => objects.get(ref))
      .filter((o): o is PdfObject => !!o?.stream)
      .map((o) => (/\/FlateDecode/.test(o.dict) ? inflateSync(o.stream as Buffer) : (o.stream as Buffer))),
  );
}

const decodeStream = (stream: Buffer) => stream.toString('latin1');

type Token = { kind: 'op'; value: string } | { kind: 'num'; value: number } | { kind: 'str'; value: string };
type Operand = number | string | Operand[];

/** WinAnsi bytes 0x80–0x9F; the rest of the set is Latin-1 ('?' where WinAnsi has no character). */
const WIN_ANSI_HIGH = '€?‚ƒ„…†‡ˆ‰Š‹Œ?Ž??‘’“”•–—˜™š›œ?žŸ';
const winAnsi = (code: number): string =>
  code >= 0x80 && code <= 0x9f ? (WIN_ANSI_HIGH[code - 0x80] ?? '?') : String.fromCharCode(code);

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

function literalString(src: string, from: number): [string, number] {
  let out = '';
  let depth = 1;
  let i = from;
  while (i < src.length) {
    const c = src[i++] as string;
    if (c === '\\') {
      const next = src[i++] ?? '';
      const octal = /^[0-7]{1,3}/.exec(src.slice(i - 1, i + 2));
      if (octal) {
        out += String.fromCharCode(parseInt(octal[0], 8) & 0xff);
        i += octal[0].length - 1;
      } else if (next === '\r' || next === '\n') {
        if (next === '\r' && src[i] === '\n') i++;
      } else out += ESCAPES[next] ?? next;
    } else if (c === '(') {
      depth++;
      out += c;
    } else if (c === ')') {
      if (--depth === 0) break;
      out += c;
    } else out += c;
  }
  return [out, i];
}

function* tokens(src: string): Generator<Token | '[' | ']'> {
  const re =
    /\s+|%[^\r\n]*|\(|<<|>>|<([0-9A-Fa-f\s]*)>|\[|\]|\/[^\s/[\]()<>{}%]*|[+-]?(?:\d+\.?\d*|\.\d+)|[^\s/[\]()<>{}%]+/gy;
  while (re.lastIndex < src.length) {
    const at = re.lastIndex;
    const m = re.exec(src);
    if (!m) {
      re.lastIndex = at + 1;
      continue;
    }
    const t = m[0];
    if (t === '(') {
      const [value, end] = literalString(src, re.lastIndex);
      re.lastIndex = end;
      yield { kind: 'str', value };
    } else if (m[1] !== undefined) {
      const hex = m[1].replace(/\s/g, '');
      const padded = hex.length % 2 ? `${hex}0` : hex;
      yield { kind: 'str', value: String.fromCharCode(...Buffer.from(padded, 'hex')) };
    } else if (t === '[' || t === ']') yield t;
    else if (/^[+-]?[\d.]/.test(t)) yield { kind: 'num', value: Number(t) };
    else if (/^[A-Za-z'"*]/.test(t)) yield { kind: 'op', value: t };
  }
}

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const times = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

interface Piece {
  x: number;
  y: number;
  text: string;
}

/** Text of a shown string or TJ array; a wide negative adjustment reads as a space between words. */
function shown(operand: Operand | undefined): string {
  if (typeof operand === 'string') return [...operand].map((c) => winAnsi(c.charCodeAt(0))).join('');
  if (!Array.isArray(operand)) return '';
  return operand.map((part) => (typeof part === 'number' ? (part < -200 ? ' ' : '') : shown(part))).join('');
}

function pieces(content: string): Piece[] {
  const found: Piece[] = [];
  const saved: Matrix[] = [];
  let ctm = IDENTITY;
  let tm = IDENTITY;
  let line = IDENTITY;
  let leading = 0;
  let operands: Operand[] = [];
  const arrays: Operand[][] = [];
  const num = (i: number) => Number(operands[i] ?? 0);
  const moveLine = (tx: number, ty: number) => {
    line = times([1, 0, 0, 1, tx, ty], line);
    tm = line;
  };
  const show = (operand: Operand | undefined) => {
    const [, , , , x, y] = times(tm, ctm);
    const text = shown(operand);
    if (text.trim()) found.push({ x, y, text });
  };
  for (const token of tokens(content)) {
    if (token === '[') arrays.push([]);
    else if (token === ']') {
      const array = arrays.pop() ?? [];
      (arrays.at(-1) ?? operands).push(array);
    } else if (token.kind !== 'op') (arrays.at(-1) ?? operands).push(token.value);
    else {
      const op = token.value;
      if (op === 'q') saved.push(ctm);
      else if (op === 'Q') ctm = saved.pop() ?? IDENTITY;
      else if (op === 'cm') ctm = times([num(0), num(1), num(2), num(3), num(4), num(5)], ctm);
      else if (op === 'BT') tm = line = IDENTITY;
      else if (op === 'Tm') tm = line = [num(0), num(1), num(2), num(3), num(4), num(5)];
      else if (op === 'Td') moveLine(num(0), num(1));
      else if (op === 'TD') {
        leading = -num(1);
        moveLine(num(0), num(1));
      } else if (op === 'TL') leading = num(0);
      else if (op === 'T*') moveLine(0, -leading);
      else if (op === 'Tj' || op === 'TJ') show(operands[0]);
      else if (op === "'") {
        moveLine(0, -leading);
        show(operands[0]);
      } else if (op === '"') {
        moveLine(0, -leading);
        show(operands[2]);
      }
      operands = [];
    }
  }
  return found;
}

/** Pieces whose baselines lie this close (points) are read as one line. */
const SAME_LINE = 3;

function pageLines(content: string): string[] {
  const sorted = pieces(content).sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Piece[][] = [];
  for (const piece of sorted) {
    const current = lines.at(-1);
    if (current && Math.abs((current[0] as Piece).y - piece.y) <= SAME_LINE) current.push(piece);
    else lines.push([piece]);
  }
  return lines.map((l) =>
    l
      .sort((a, b) => a.x - b.x)
      .map((p) => p.text.trim())
      .join(' ')
      .replace(/\s+/g, ' '),
  );
}
