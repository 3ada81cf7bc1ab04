import {
  findingItems,
  isFindingItem,
  MAX_FINDING_LINES,
  type FindingCategory,
  type FindingCondition,
} from '@/shared/contract/orders/extra-work';
import { MAX_QUOTED_LABOUR_SEN, type QuotedLineInput } from '@/shared/contract/staff/extra-work';
import { ringgitToSen } from '@/shared/lib/money';

/*
 * The technician's finding as the form holds it, checked as the server checks it (the contract's
 * workOrderFindingAdd), and turned into the call's body. Each error is a key of
 * finding-messages.ts, shown beside its field.
 */

export interface LineDraft {
  /** The line's own key in the form (React key and error path). */
  key: string;
  kind: 'product' | 'labour';
  productId: number | null;
  quantity: string;
  /** Ringgit as typed: the labour of a product line per unit (empty: the product's own), or labour alone. */
  labourRM: string;
  description: string;
}

export interface FindingDraft<Photo = unknown> {
  category: FindingCategory | '';
  item: string;
  condition: FindingCondition | '';
  photos: Photo[];
  note: string;
  lines: LineDraft[];
}

export type FindingError =
  | 'findingCategoryRequired'
  | 'findingItemUnknown'
  | 'findingConditionRequired'
  | 'findingPhotoRequired'
  | 'extraProductRequired'
  | 'extraProductDoesNotFit'
  | 'extraQuantityInvalid'
  | 'extraLabourDescriptionRequired'
  | 'extraLabourPriceInvalid'
  | 'extraLabourOverrideInvalid';

export type PhoneDecisionError =
  'phoneDecisionNoneChosen' | 'phoneDecisionPersonRequired' | 'phoneDecisionReasonRequired';

/** Errors by field: 'category', 'item', 'condition', 'photos', or `lines.<key>.<product|quantity|labour|description>`. */
export type FindingErrors = Partial<Record<string, FindingError>>;

export const MAX_QUOTED_QUANTITY = 20;

export const emptyFinding = <Photo>(): FindingDraft<Photo> => ({
  category: '',
  item: '',
  condition: '',
  photos: [],
  note: '',
  lines: [],
});

let lineSeq = 0;
export const newLine = (kind: LineDraft['kind']): LineDraft => ({
  key: `l${++lineSeq}`,
  kind,
  productId: null,
  quantity: '1',
  labourRM: '',
  description: '',
});

export const canAddLine = (draft: FindingDraft) => draft.lines.length < MAX_FINDING_LINES;

/** The items of a category, in the contract's order. */
export const itemsOf = (category: FindingCategory | ''): readonly string[] =>
  category === '' ? [] : findingItems[category];

/**
 * Ringgit as a person types it ('80', '80.5', 'RM 1,200.00') to sen; null when it is not an
 * amount of money (more than two decimals, letters, a minus sign).
 */
export function parseRM(text: string): number | null {
  const plain = text
    .trim()
    .replace(/^RM\s*/i, '')
    .replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  return ringgitToSen(Number(plain));
}

function lineErrors(line: LineDraft, fits: (productId: number) => boolean): FindingErrors {
  const at = (field: string) => `lines.${line.key}.${field}`;
  const errors: FindingErrors = {};
  const labour = line.labourRM.trim() === '' ? null : parseRM(line.labourRM);
  if (line.kind === 'labour') {
    if (line.description.trim() === '') errors[at('description')] = 'extraLabourDescriptionRequired';
    if (labour === null || labour < 1 || labour > MAX_QUOTED_LABOUR_SEN)
      errors[at('labour')] = 'extraLabourPriceInvalid';
    return errors;
  }
  if (line.productId === null) errors[at('product')] = 'extraProductRequired';
  else if (!fits(line.productId)) errors[at('product')] = 'extraProductDoesNotFit';
  const quantity = Number(line.quantity);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUOTED_QUANTITY) {
    errors[at('quantity')] = 'extraQuantityInvalid';
  }
  if (line.labourRM.trim() !== '' && (labour === null || labour > MAX_QUOTED_LABOUR_SEN)) {
    errors[at('labour')] = 'extraLabourOverrideInvalid';
  }
  return errors;
}

/**
 * Everything the server would refuse, by field. `fits` says whether a product fits the order's car
 * as far as this phone knows (the products it was offered); the server checks again.
 */
export function checkFinding(draft: FindingDraft, fits: (productId: number) => boolean): FindingErrors {
  const errors: FindingErrors = {};
  if (draft.category === '') errors.category = 'findingCategoryRequired';
  else if (!isFindingItem(draft.category, draft.item)) errors.item = 'findingItemUnknown';
  if (draft.condition === '') errors.condition = 'findingConditionRequired';
  if (draft.photos.length === 0) errors.photos = 'findingPhotoRequired';
  for (const line of draft.lines) Object.assign(errors, lineErrors(line, fits));
  return errors;
}

/** The quoted lines as the call takes them (a checked draft). */
export function quotedLines(lines: readonly LineDraft[]): QuotedLineInput[] {
  return lines.map((line): QuotedLineInput => {
    const labourSen = line.labourRM.trim() === '' ? undefined : (parseRM(line.labourRM) ?? undefined);
    if (line.kind === 'labour') {
      return { kind: 'labour', description: line.description.trim(), labourSen: labourSen ?? 0 };
    }
    return {
      kind: 'product',
      productId: line.productId ?? 0,
      quantity: Number(line.quantity),
      ...(labourSen === undefined ? {} : { labourSen }),
    };
  });
}

/** The first field in error, in the order the form shows them. */
export function firstError(draft: FindingDraft, errors: FindingErrors): string | undefined {
  const order = ['category', 'item', 'condition', 'photos'];
  for (const line of draft.lines) {
    for (const field of ['product', 'quantity', 'description', 'labour']) order.push(`lines.${line.key}.${field}`);
  }
  return order.find((field) => errors[field]);
}

export type LineChoice = '' | 'approve' | 'decline';

/** The phone decision's errors by field ('lines', 'person', 'reason'), as the server refuses them. */
export function checkPhoneDecision(choices: Record<number, LineChoice>, person: string, reason: string) {
  const errors: Partial<Record<'lines' | 'person' | 'reason', PhoneDecisionError>> = {};
  if (!Object.values(choices).some(Boolean)) errors.lines = 'phoneDecisionNoneChosen';
  if (person.trim() === '') errors.person = 'phoneDecisionPersonRequired';
  if (reason.trim() === '') errors.reason = 'phoneDecisionReasonRequired';
  return errors;
}

/** The decisions chosen, as the call takes them. */
export const decisionsOf = (choices: Record<number, LineChoice>) =>
  Object.entries(choices)
    .filter((entry): entry is [string, 'approve' | 'decline'] => entry[1] !== '')
    .map(([lineId, decision]) => ({ lineId: Number(lineId), decision }));
