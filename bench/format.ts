/** A plain-text table (console.table quotes strings and adds an index column). */
export function table(rows: Record<string, string>[]): string {
  const first = rows[0];
  if (!first) return '';
  const columns = Object.keys(first);
  const width = columns.map((c) => Math.max(c.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(width[i] ?? 0)).join(' | ')} |`;
  return [
    line(columns),
    `|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map((r) => line(columns.map((c) => r[c] ?? ''))),
  ].join('\n');
}
