/** The manager desk's tabs, in order; the chosen one is the route's `section` search param. */
export const managerDeskSections = ['day', 'stores', 'ratings', 'signups', 'refunds', 'complaints'] as const;
export type ManagerDeskSection = (typeof managerDeskSections)[number];
