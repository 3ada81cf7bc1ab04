import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  ExtraLineStatus,
  FindingCategory,
  FindingCondition,
  findingItems,
} from '@/shared/contract/orders/extra-work';
import type { StatusTone } from '@/shared/ui/status-pill';

/*
 * Extra work found on the car, in words: the categories and items a technician picks from and the
 * three conditions (docs/product.md#extra-work). The server keeps the keys; staff and customer
 * screens name them from here.
 */

export const findingCategoryLabels: Record<FindingCategory, MessageDescriptor> = {
  brakes: msg`Brakes`,
  tyres: msg`Tyres`,
  wipers: msg`Wipers`,
  battery: msg`Battery`,
  fluids: msg`Fluids`,
  lights: msg`Lights`,
  tint: msg`Window tint`,
  other: msg`Other`,
};

type ItemKey = (typeof findingItems)[FindingCategory][number];

export const findingItemLabels: Record<ItemKey, MessageDescriptor> = {
  pads: msg`Brake pads`,
  discs: msg`Brake discs`,
  fluid: msg`Brake fluid`,
  shoes: msg`Brake shoes`,
  calipers: msg`Brake calipers`,
  handbrake: msg`Handbrake`,
  tread: msg`Tread depth`,
  sidewall: msg`Sidewall`,
  pressure: msg`Tyre pressure`,
  alignment: msg`Wheel alignment`,
  spare: msg`Spare tyre`,
  frontBlades: msg`Front wiper blades`,
  rearBlade: msg`Rear wiper blade`,
  washerFluid: msg`Washer fluid`,
  charge: msg`Battery charge`,
  terminals: msg`Battery terminals`,
  age: msg`Battery age`,
  engineOil: msg`Engine oil`,
  coolant: msg`Coolant`,
  transmissionFluid: msg`Transmission fluid`,
  powerSteeringFluid: msg`Power steering fluid`,
  headlamps: msg`Headlamps`,
  brakeLamps: msg`Brake lamps`,
  indicators: msg`Indicators`,
  fogLamps: msg`Fog lamps`,
  plateLamp: msg`Number plate lamp`,
  bubbling: msg`Film bubbling`,
  fading: msg`Film fading`,
  peeling: msg`Film peeling`,
  scratches: msg`Film scratches`,
  other: msg`Something else`,
};

/** An item's words; a key this build does not know (a newer server) shows as it is. */
export const findingItemLabel = (item: string): MessageDescriptor | string =>
  Object.hasOwn(findingItemLabels, item) ? findingItemLabels[item as ItemKey] : item;

export const findingConditionLabels: Record<FindingCondition, MessageDescriptor> = {
  good: msg`Good`,
  soon: msg`Needs attention soon`,
  urgent: msg`Urgent`,
};

/** The tone of each condition's pill (status-pill.tsx): the words say it, the tint adds to them. */
export const findingConditionTones = { good: 'success', soon: 'attention', urgent: 'urgent' } as const;

/** The tone of each quoted line's status pill. */
export const lineStatusTones: Record<ExtraLineStatus, StatusTone> = {
  pending: 'attention',
  approved: 'progress',
  paid: 'success',
  declined: 'closed',
  expired: 'closed',
  cancelled: 'closed',
};
