import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { makePgliteTemplate } from './pglite-template';
import { makePostgresTemplate } from './postgres-template';

/**
 * Vitest's global setup of the server suite: one migrated, seeded PGlite for every test server to
 * copy, and on PostgreSQL (TEST_DATABASE_URL) one template database the same way.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  const [template, postgres] = await Promise.all([
    makePgliteTemplate(),
    adminUrl ? makePostgresTemplate(adminUrl) : Promise.resolve(null),
  ]);
  project.provide('pgliteTemplate', template);
  project.provide('postgresTemplate', postgres?.template);
  return async () => {
    rmSync(template, { recursive: true, force: true });
    await postgres?.drop();
  };
}
