/** Ringgit typed by a person ('159.9') to sen (15990); undefined when it is not a price. */
export function ringgitToSen(ringgit: number): number {
  return Math.round(ringgit * 100);
}
