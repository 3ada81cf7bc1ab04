import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/shared/lib/api-client';
import { renderWithI18n } from '@/shared/ui/test-utils';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('@/shared/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  callApi,
}));

const { ApiError } = await import('@/shared/lib/api-client');
const { EInvoiceRequestSheet } = await import('./einvoice-request-sheet');

function renderSheet(onDone = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderWithI18n(
    <QueryClientProvider client={queryClient}>
      <EInvoiceRequestSheet
        orderId={42}
        buyer={{ name: 'Aisyah binti Ahmad', email: 'aisyah@example.my' }}
        open
        onClose={() => undefined}
        onDone={onDone}
      />
    </QueryClientProvider>,
  );
  return onDone;
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

function fillAddress() {
  type(/^Address$/, '12 Jalan Ampang');
  type(/^City$/, 'Kuala Lumpur');
  type(/^Postcode$/, '50450');
  fireEvent.change(field(/^State$/), { target: { value: '14' } });
}

function fillPerson() {
  type(/MyKad number/, '880101-14-5678');
  fillAddress();
}

describe('EInvoiceRequestSheet', () => {
  // a hook's returned function runs after the test: the reset returns the mock, so it must not be returned
  beforeEach(() => {
    callApi.mockReset();
  });

  it('starts from the order’s name and email', () => {
    renderSheet();
    expect(field(/Full name as on MyKad/).value).toBe('Aisyah binti Ahmad');
    expect(field(/^Email$/).value).toBe('aisyah@example.my');
  });

  it('puts each error beside its field and focuses the first wrong one, without calling the server', () => {
    renderSheet();
    send();
    const mykad = field(/MyKad number/);
    expect(mykad.getAttribute('aria-invalid')).toBe('true');
    const described = (mykad.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(described.map((element) => element?.textContent)).toContain('Enter the identification number');
    expect(document.activeElement).toBe(mykad);
    expect(field(/^State$/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/Full name as on MyKad/).getAttribute('aria-invalid')).toBeNull();
    expect(callApi).not.toHaveBeenCalled();
  });

  it('asks a company for its TIN, and an edited field loses its error', () => {
    renderSheet();
    fireEvent.click(screen.getByRole('radio', { name: /Company/ }));
    fillAddress();
    type(/SSM registration number/, '202001234567');
    send();
    const tin = field(/Tax identification number/);
    expect(tin.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A company needs its TIN for an e-invoice')).toBeTruthy();
    expect(document.activeElement).toBe(tin);
    type(/Tax identification number/, 'C25845632020');
    expect(tin.getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the checked request and says when it was taken', async () => {
    callApi.mockResolvedValue({ receipts: [], einvoice: null, einvoiceRequestUntil: null });
    const onDone = renderSheet();
    fillPerson();
    send();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callApi.mock.calls[0]?.[1]).toEqual({
      orderId: 42,
      tin: '',
      idType: 'NRIC',
      idValue: '880101145678',
      name: 'Aisyah binti Ahmad',
      email: 'aisyah@example.my',
      addressLine: '12 Jalan Ampang',
      city: 'Kuala Lumpur',
      postcode: '50450',
      stateCode: '14',
    });
  });

  it('shows the server’s refusal in the form', async () => {
    callApi.mockImplementation(() => Promise.reject(new ApiError(1409, 'This order already has an e-invoice', 'FAIL')));
    const onDone = renderSheet();
    fillPerson();
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('This order already has an e-invoice');
    expect(onDone).not.toHaveBeenCalled();
  });
});
