import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { makePgliteTemplate } from './pglite-template';

/** Vitest's global setup of the server suite: one migrated, seeded PGlite for every test server to copy. */
export default async function setup(project: TestProject) {
  const template = await makePgliteTemplate();
  project.provide('pgliteTemplate', template);
  return () => rmSync(template, { recursive: true, force: true });
}
