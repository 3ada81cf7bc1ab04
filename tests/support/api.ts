import { callsOfArea, contractAreas } from '../../src/shared/contract/calls';
import type { CallDefinition } from '../../src/shared/contract/define-call';

type Areas = typeof contractAreas;
type CallsOf<M> = { [K in keyof M as M[K] extends CallDefinition ? K : never]: M[K] };
type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (u: infer I) => void ? I : never;

/** Every call of the contract by its name, all areas in one object (the names are unique across them). */
export type Api = Intersect<{ [A in keyof Areas]: CallsOf<Areas[A]> }[keyof Areas]>;

function flatten(): Api {
  const byName = new Map<string, CallDefinition>();
  for (const area of Object.values(contractAreas))
    for (const [name, call] of callsOfArea(area)) {
      if (byName.has(name)) throw new Error(`two calls of the contract are named ${name}`);
      byName.set(name, call);
    }
  // the object holds exactly the calls the type lists: both are read from the same modules
  return Object.fromEntries(byName) as Api;
}

/**
 * The contract's calls for every test, named as the app names them (`api.payParam` in the app
 * is the same call): the server suites send them with `server.call(api.payParam, { orderId },
 * { session })` (server/testing/harness.ts), the journeys and their set-up with
 * `call(request, api.payParam, { orderId }, session)` (tests/support/api-call.ts). One flat
 * object rather than the areas' modules, whose names (`orders`, `staff`, `user`, `cart`) are the
 * tests' own variables. It sits outside server/ so Playwright loads only the contract, no server code.
 */
export const api: Api = flatten();
