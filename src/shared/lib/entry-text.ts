/**
 * A dictionary entry's content is its heading, a blank line, then its text (labelName is a
 * stable key, not for display). Content without a blank line is all text.
 */
export function splitEntry(content: string): { heading: string | null; text: string } {
  const normalised = content.replace(/\r\n/g, '\n').trim();
  const gap = normalised.indexOf('\n\n');
  if (gap === -1) return { heading: null, text: normalised };
  return { heading: normalised.slice(0, gap).trim(), text: normalised.slice(gap + 2).trim() };
}
