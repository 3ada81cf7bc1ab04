import { CHAIN_ACCOUNTS, type ChainSize } from './options';
import { nameExpr } from './sql-catalogue';
import type { Step } from './steps';

/** A Malaysian plate, compact as the app stores it (normalisePlate): state letter, two letters, a number. */
const plateExpr = (n: string) =>
  `(ARRAY['W','B','V','J','P','A','N','M','K','D','T','C','R','S','Q'])[1 + floor(pg_temp.r(30, ${n}) * 15)::int]` +
  ` || chr(65 + floor(pg_temp.r(31, ${n}) * 26)::int) || chr(65 + floor(pg_temp.r(32, ${n}) * 26)::int)` +
  ` || (1 + floor(pg_temp.r(33, ${n}) * 9998))::int`;

/** Customers with their cars: the app's own shape (a default car with its spec, year and plate). */
export function peopleSteps(size: ChainSize): Step[] {
  return [
    {
      name: 'customers',
      sql: `
INSERT INTO users (phone, name, email, role, status, created_at)
SELECT '+6011' || lpad(g::text, 8, '0'), n.name, lower(replace(n.name, ' ', '.')) || g || '@example.my', 'customer',
       'active', now() - interval '1 second' * floor(pg_temp.r(34, g) * 86400 * 760)
FROM generate_series(1, ${size.customers}) g, LATERAL (SELECT ${nameExpr(36, 'g')} AS name) n
UNION ALL
SELECT '${CHAIN_ACCOUNTS.buyer}', 'Bench Buyer', 'buyer@example.my', 'customer', 'active', now() - interval '30 days'`,
    },
    {
      // one car each, a second for three in ten; the popular models more often (a skewed draw over the specs)
      name: 'vehicles',
      sql: `
WITH spec AS (SELECT *, row_number() OVER (ORDER BY pg_temp.r(37, id)) AS rn FROM vehicle_specs),
     cars AS (
       SELECT u.id AS user_id, k, u.id * 2 + k AS h
       FROM users u CROSS JOIN generate_series(0, 1) k
       WHERE u.role = 'customer' AND (k = 0 OR pg_temp.r(38, u.id) < 0.3))
INSERT INTO vehicles (user_id, spec_id, make, model, year, variant, engine, transmission, plate, is_default,
                      wiper_long_in, wiper_short_in, wiper_rear_in, current_mileage, created_at)
SELECT c.user_id, s.id, s.make, s.model,
       s.year_from + floor(pg_temp.r(39, c.h) * (s.year_to - s.year_from + 1))::int,
       s.variant, s.engine, s.transmission, ${plateExpr('c.h')}, c.k = 0,
       s.wiper_long_in, s.wiper_short_in, s.wiper_rear_in, 5000 + floor(pg_temp.r(40, c.h) * 150000)::int,
       now() - interval '1 second' * floor(pg_temp.r(41, c.h) * 86400 * 700)
FROM cars c
JOIN spec s ON s.rn = 1 + floor(power(pg_temp.r(42, c.h), 2) * (SELECT count(*) FROM vehicle_specs))::int`,
    },
  ];
}
