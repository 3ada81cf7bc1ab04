import { describe, expect, it } from 'vitest';
import { workOrderFindingAdd } from '@/shared/contract/staff';
import type { QuotableProduct } from './api/quotable-products';
import { productChoices } from './components/findings/product-picker';
import {
  checkFinding,
  checkPhoneDecision,
  decisionsOf,
  emptyFinding,
  firstError,
  newLine,
  parseRM,
  quotedLines,
  type FindingDraft,
} from './finding-draft';

const fitsAll = () => true;
const product = (id: number, name: string, category: QuotableProduct['category']): QuotableProduct => ({
  id,
  sku: `SKU-${id}`,
  category,
  brand: 'Bosch',
  name,
  priceSen: 10_000,
  labourSen: 3_000,
  size: null,
  stock: 5,
});

function draft(patch: Partial<FindingDraft> = {}): FindingDraft {
  return { ...emptyFinding(), category: 'brakes', item: 'pads', condition: 'urgent', photos: ['p'], ...patch };
}

describe('ringgit typed by a technician', () => {
  it('reads plain, decimal, grouped and RM-prefixed amounts as sen', () => {
    expect(parseRM('80')).toBe(8_000);
    expect(parseRM('80.5')).toBe(8_050);
    expect(parseRM(' RM 1,200.00 ')).toBe(120_000);
    expect(parseRM('0.01')).toBe(1);
  });
  it('refuses what is not an amount', () => {
    for (const text of ['', '-5', '12.345', 'abc', '1e3', '.5']) expect(parseRM(text), text).toBeNull();
  });
});

describe('a finding checked as the server checks it', () => {
  it('asks for a category, an item of it, a condition and a photo, each beside its field', () => {
    expect(checkFinding(emptyFinding(), fitsAll)).toEqual({
      category: 'findingCategoryRequired',
      condition: 'findingConditionRequired',
      photos: 'findingPhotoRequired',
    });
    expect(checkFinding(draft({ item: 'tread' }), fitsAll)).toEqual({ item: 'findingItemUnknown' });
    expect(checkFinding(draft(), fitsAll)).toEqual({});
  });

  it('checks each quoted line: product chosen and fitting, quantity, labour and its description', () => {
    const p = { ...newLine('product'), productId: 7, quantity: '0', labourRM: 'abc' };
    const none = newLine('product');
    const labour = { ...newLine('labour'), labourRM: '0' };
    const errors = checkFinding(draft({ lines: [p, none, labour] }), (id) => id !== 7);
    expect(errors).toEqual({
      [`lines.${p.key}.product`]: 'extraProductDoesNotFit',
      [`lines.${p.key}.quantity`]: 'extraQuantityInvalid',
      [`lines.${p.key}.labour`]: 'extraLabourOverrideInvalid',
      [`lines.${none.key}.product`]: 'extraProductRequired',
      [`lines.${labour.key}.description`]: 'extraLabourDescriptionRequired',
      [`lines.${labour.key}.labour`]: 'extraLabourPriceInvalid',
    });
    expect(firstError(draft({ lines: [p, none, labour] }), errors)).toBe(`lines.${p.key}.product`);
  });

  it('makes a body the contract accepts: a product with and without its own labour, and labour alone', () => {
    const lines = [
      { ...newLine('product'), productId: 7, quantity: '2' },
      { ...newLine('product'), productId: 8, labourRM: '45.50' },
      { ...newLine('labour'), description: ' Bleed the brakes ', labourRM: 'RM 80' },
    ];
    expect(checkFinding(draft({ lines }), fitsAll)).toEqual({});
    const quoted = quotedLines(lines);
    expect(quoted).toEqual([
      { kind: 'product', productId: 7, quantity: 2 },
      { kind: 'product', productId: 8, quantity: 1, labourSen: 4_550 },
      { kind: 'labour', description: 'Bleed the brakes', labourSen: 8_000 },
    ]);
    const body = {
      id: 1,
      category: 'brakes',
      item: 'pads',
      condition: 'soon',
      photos: ['upload-0123456789abcdef'],
      lines: quoted,
    };
    expect(workOrderFindingAdd.payload.safeParse(body).success).toBe(true);
  });
});

describe('a phone decision', () => {
  it('needs a line decided, the person and what they said', () => {
    expect(checkPhoneDecision({ 1: '' }, ' ', '')).toEqual({
      lines: 'phoneDecisionNoneChosen',
      person: 'phoneDecisionPersonRequired',
      reason: 'phoneDecisionReasonRequired',
    });
    expect(checkPhoneDecision({ 1: 'approve' }, 'Aisyah', 'Agreed on the phone')).toEqual({});
  });
  it('sends only the lines with a decision', () => {
    expect(decisionsOf({ 1: 'approve', 2: '', 3: 'decline' })).toEqual([
      { lineId: 1, decision: 'approve' },
      { lineId: 3, decision: 'decline' },
    ]);
  });
});

describe('the products offered for a line', () => {
  const products = [
    product(1, 'Michelin Energy XM2+', 'tyres'),
    product(2, 'Bosch brake pads front', 'brake_pads'),
    product(3, 'Bosch wiper 24"', 'wipers'),
  ];
  it("offers the finding's own kind first, and narrows to the words typed", () => {
    expect(productChoices(products, '', 'brakes', null).map((p) => p.id)).toEqual([2, 1, 3]);
    expect(productChoices(products, 'bosch WIPER', 'brakes', null).map((p) => p.id)).toEqual([3]);
  });
  it('keeps the chosen product on the list whatever is typed', () => {
    expect(productChoices(products, 'michelin', 'tyres', 3).map((p) => p.id)).toEqual([3, 1]);
  });
});
