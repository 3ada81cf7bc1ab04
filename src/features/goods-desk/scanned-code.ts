/**
 * The pickup code a desk just scanned or typed to find an order, handed to the order's page so the
 * salesperson does not type it again. Kept in memory only (never in the address or storage).
 */
const codes = new Map<number, string>();

export const rememberCode = (orderId: number, code: string) => void codes.set(orderId, code);
export const takeCode = (orderId: number) => {
  const code = codes.get(orderId) ?? '';
  codes.delete(orderId);
  return code;
};

/** Six digits out of whatever a scanner or a paste gives (spaces, dashes, a prefix). */
export function pickupCodeOf(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  return digits.length === 6 ? digits : null;
}
