/** A version string with its dots removed (docs/product.md#version-check), as a number (NaN when it is not one). */
export function versionNumber(version: string): number {
  const digits = version.trim().replace(/\./g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

export type VersionDecision = 'store' | 'update' | 'none';

/**
 * What the check does with the stored `versionApp` and the server's USERDEV version: first run
 * only stores; a greater server version updates; anything else (equal, older, unreadable) nothing.
 */
export function decideVersion(stored: string | null, server: string): VersionDecision {
  const next = versionNumber(server);
  if (Number.isNaN(next)) return 'none';
  if (stored === null || stored === '') return 'store';
  const current = versionNumber(stored);
  if (Number.isNaN(current)) return 'store';
  return next > current ? 'update' : 'none';
}

export const VERSION_CHECK_INTERVAL_MS = 600_000;
