/**
 * One step up or down in an ordered list (banners, dictionary entries): where the item was, where it
 * goes (clamped to the ends) and the new order, which the caller writes back as places 1..n.
 */
export function moveInOrder<T extends { id: number }>(rows: T[], id: number, direction: 'up' | 'down') {
  const from = rows.findIndex((r) => r.id === id);
  const moving = rows[from];
  if (!moving) return null;
  const to = Math.min(rows.length - 1, Math.max(0, from + (direction === 'up' ? -1 : 1)));
  const order = rows.filter((r) => r.id !== id);
  order.splice(to, 0, moving);
  return { from, to, moving, order };
}
