/**
 * The PDF's fonts are the standard Helvetica pair, which need no embedding but can only draw the
 * WinAnsi character set (Latin-1 plus a few typographic marks). PDFKit does not refuse other
 * characters: it writes their code as a broken glyph of zero width, so a Chinese buyer name or an
 * emoji would come out as garbage. Every text goes through `winAnsiSafe` before it is drawn.
 */

/** Drawn in place of a character the fonts cannot show, one per user-perceived character. */
export const REPLACEMENT = '?';

/** The WinAnsi characters outside Latin-1 (bytes 0x80–0x9F of Windows-1252). */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function drawable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

const allDrawable = (text: string) => [...text].every(drawable);

// graphemes, so that an emoji built of several code points (👍🏽, a family, a flag) becomes one mark
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** One user-perceived character as the fonts can draw it. */
function safeGrapheme(grapheme: string): string {
  const composed = grapheme.normalize('NFC');
  if (allDrawable(composed)) return composed;
  if (/^\s+$/u.test(composed)) return ' ';
  // invisible format characters (zero-width space, joiners, direction marks) and control codes
  if (/^[\p{Cf}\p{Cc}]+$/u.test(composed)) return '';
  // a letter with a mark Latin-1 lacks keeps its base letter (ệ -> e); compatibility forms too (ﬁ -> fi, Ａ -> A)
  const base = composed.normalize('NFKD').replace(/\p{M}/gu, '');
  if (base && allDrawable(base)) return base;
  return REPLACEMENT;
}

/** The text with every character the standard PDF fonts cannot draw replaced (see REPLACEMENT). */
export function winAnsiSafe(text: string): string {
  if (allDrawable(text)) return text;
  let safe = '';
  for (const { segment } of graphemes.segment(text)) safe += safeGrapheme(segment);
  return safe;
}
