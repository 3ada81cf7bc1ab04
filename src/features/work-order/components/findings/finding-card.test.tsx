import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExtraLine, Finding } from '@/shared/contract/orders/extra-work';
import { renderWithI18n } from '@/shared/ui/test-utils';
import { FindingCard } from './finding-card';

const line = (patch: Partial<ExtraLine>): ExtraLine => ({
  id: 1,
  kind: 'product',
  productId: 5,
  name: 'Bosch brake pads front',
  sku: 'BP-1',
  quantity: 1,
  unitPriceSen: 18_000,
  unitLabourSen: 5_000,
  partsSen: 18_000,
  labourSen: 5_000,
  serviceTaxSen: 400,
  totalSen: 23_400,
  status: 'pending',
  decision: null,
  chargeId: null,
  orderItemId: null,
  closedAt: null,
  ...patch,
});

const finding = (lines: ExtraLine[]): Finding => ({
  id: 9,
  workOrderId: 3,
  category: 'brakes',
  item: 'pads',
  condition: 'urgent',
  note: 'Front pads worn to 2 mm',
  photos: [{ id: 'u1', url: '/media/u1.jpg' }],
  technicianName: 'Tan Wei Ming',
  createdAt: '2026-11-28T02:00:00Z',
  lines,
});

describe('a finding on the staff work order', () => {
  it('names the item, the condition, the photos and each line with its price including service tax', () => {
    renderWithI18n(<FindingCard finding={finding([line({})])} />);
    expect(screen.getByRole('heading', { name: 'Brakes · Brake pads' })).toBeTruthy();
    const pill = screen.getByText('Urgent');
    expect(pill.getAttribute('data-tone')).toBe('urgent');
    expect(screen.getByRole('img', { name: 'Brakes · Brake pads, photo 1' })).toBeTruthy();
    expect(screen.getByText('RM 234.00')).toBeTruthy();
    expect(screen.getByText('incl. service tax RM 4.00')).toBeTruthy();
    expect(screen.getByText('Waiting for the customer')).toBeTruthy();
  });

  it('says who declined a line and when: the customer, or a person on the phone as the manager recorded it', () => {
    const byCustomer = line({
      id: 1,
      status: 'declined',
      decision: {
        outcome: 'declined',
        at: '2026-11-27T18:00:00Z',
        by: 'customer',
        staffName: null,
        personName: '',
        reason: '',
      },
    });
    const byPhone = line({
      id: 2,
      name: 'Labour: Bleed the brakes',
      status: 'declined',
      decision: {
        outcome: 'declined',
        at: '2026-11-28T03:00:00Z',
        by: 'staff',
        staffName: 'Lim Mei Ling',
        personName: 'Aisyah Rahman',
        reason: 'Will do it next month',
      },
    });
    renderWithI18n(<FindingCard finding={finding([byCustomer, byPhone])} />);
    // Malaysia time: 02:00 on 28 Nov
    expect(screen.getAllByText('Declined on Sat, 28 Nov 2026')).toHaveLength(2);
    expect(screen.getByText('By the customer in the app')).toBeTruthy();
    expect(screen.getByText('By phone: Aisyah Rahman — Will do it next month, recorded by Lim Mei Ling')).toBeTruthy();
  });

  it('words every other status', () => {
    renderWithI18n(
      <FindingCard
        finding={finding([
          line({ id: 1, status: 'approved' }),
          line({ id: 2, status: 'paid' }),
          line({ id: 3, status: 'expired', closedAt: '2026-11-30T04:00:00Z' }),
          line({ id: 4, status: 'cancelled', closedAt: null }),
        ])}
      />,
    );
    for (const words of ['Approved, awaiting payment', 'Paid', 'Expired on Mon, 30 Nov 2026', 'Cancelled'])
      expect(screen.getByText(words)).toBeTruthy();
  });
});
