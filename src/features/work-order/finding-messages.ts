import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FindingError, PhoneDecisionError } from './finding-draft';

/**
 * The finding form's and the phone decision's errors, each beside its field. The keys are the
 * server's own where it has one (server/i18n/texts/extra-work.ts), with the same meaning.
 */
export const findingMessages: Record<FindingError | PhoneDecisionError, MessageDescriptor> = {
  findingCategoryRequired: msg`Choose what you checked`,
  findingItemUnknown: msg`Choose an item of the finding's category`,
  findingConditionRequired: msg`Choose the condition`,
  findingPhotoRequired: msg`A finding needs at least 1 photo`,
  extraProductRequired: msg`Choose a product that fits this car`,
  extraProductDoesNotFit: msg`This product does not fit the car of this order and cannot be quoted`,
  extraQuantityInvalid: msg`Enter a quantity from 1 to 20`,
  extraLabourDescriptionRequired: msg`Describe the labour quoted`,
  extraLabourPriceInvalid: msg`Enter the labour price in RM, from 0.01 to 10,000`,
  extraLabourOverrideInvalid: msg`Enter the labour in RM up to 10,000, or leave it empty for the product's own`,
  phoneDecisionNoneChosen: msg`Choose approve or decline for at least one line`,
  phoneDecisionPersonRequired: msg`Enter the name of the person who decided by phone`,
  phoneDecisionReasonRequired: msg`Enter what was said on the phone`,
};
