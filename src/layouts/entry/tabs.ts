import { msg } from '@lingui/core/macro';
import { oneOf, searchSchema } from '@/shared/lib/search-params';

/** The bottom tabs: Store, Order, Me for everyone; Accept and Workdesk for staff (docs/product.md#tabs). */
export const tabKeys = ['store', 'order', 'me', 'accept', 'workdesk'] as const;
export type TabKey = (typeof tabKeys)[number];
export const staffTabs: readonly TabKey[] = ['accept', 'workdesk'];

export const tabLabels = {
  store: msg`Store`,
  order: msg`Order`,
  me: msg`Me`,
  accept: msg`Accept`,
  workdesk: msg`Workdesk`,
} as const;

export const entrySearchSchema = searchSchema({ tab: oneOf(tabKeys) });
