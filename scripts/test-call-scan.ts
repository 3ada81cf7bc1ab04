import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { allCalls } from '../src/shared/contract/calls';

/**
 * What the two scans of test calls share (scripts/server-test-calls.test.ts for the server suites,
 * scripts/e2e-test-calls.test.ts for the journeys and their set-up): the files they read, the
 * contract's paths, and the rule for the untyped raw calls each allows in named files only.
 */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every path of the contract: a test that writes one out should name the call instead. */
export const contractPaths = new Set(allCalls.map((call) => call.path));

/** The repository's files under `dir` (relative paths) that `keep` accepts. */
export function filesUnder(dir: string, keep: (rel: string) => boolean): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(rel, keep);
    return keep(rel) ? [rel] : [];
  });
}

export const isText = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

/**
 * Files making raw calls that their list does not name, and names on the list whose file no
 * longer makes one (so the list says why for every raw call, and only for those).
 */
export function rawCallersMismatch(
  rawCallerFiles: string[],
  allowed: Record<string, string>,
): { unlisted: string[]; unused: string[] } {
  return {
    unlisted: rawCallerFiles.filter((file) => !(file in allowed)),
    unused: Object.keys(allowed).filter((file) => !rawCallerFiles.includes(file)),
  };
}
