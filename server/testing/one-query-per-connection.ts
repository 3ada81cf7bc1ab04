import { afterAll, expect } from 'vitest';

/**
 * Fails a server test file in which queries ran side by side on one connection (a transaction's):
 * pg 8 queues them with a deprecation warning, pg 9 refuses them. Promise.all over queries is only
 * right on the pool, and a function cannot know which it was given, so the suites watch for it.
 */
const sightings: string[] = [];
process.on('warning', (warning) => {
  if (warning.message.includes('already executing a query')) sightings.push(warning.message);
});

afterAll(() => {
  expect(sightings, 'queries ran side by side on one database connection').toEqual([]);
});
