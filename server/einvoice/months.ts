/** Malaysia keeps UTC+8 all year: a Malaysian month is a fixed span of UTC. */
const MYT_MS = 8 * 3_600_000;

/** The Malaysian month (YYYY-MM) a moment falls in. */
export const monthOf = (at: Date) => new Date(at.getTime() + MYT_MS).toISOString().slice(0, 7);

/** A month's first and last day, and its span as UTC instants [from, to). */
export function monthRange(month: string) {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  const from = new Date(Date.UTC(y, m - 1, 1) - MYT_MS);
  const to = new Date(Date.UTC(y, m, 1) - MYT_MS);
  const lastDay = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { from, to, firstDay: `${month}-01`, lastDay };
}

/** The month before a month. */
export function previousMonth(month: string): string {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
}

/** LHDN wants a month's consolidated e-invoice within 7 days after the month ends. */
export const consolidationDueBy = (month: string) => new Date(monthRange(month).to.getTime() + 7 * 86_400_000);
