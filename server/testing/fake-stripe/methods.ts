import type Stripe from 'stripe';

/** The payment method types the fake takes: what Stripe offers Malaysian customers paying in MYR. */
export const FAKE_METHODS = ['card', 'fpx', 'grabpay'] as const;
export type FakeMethod = (typeof FAKE_METHODS)[number];

export const isFakeMethod = (value: string): value is FakeMethod => (FAKE_METHODS as readonly string[]).includes(value);

/** FPX and GrabPay take only ringgit; cards take any currency the account settles. */
export const methodTakesCurrency = (method: FakeMethod, currency: string): boolean =>
  method === 'card' || currency === 'myr';

type FpxBank = Stripe.Charge.PaymentMethodDetails.Fpx.Bank;

/**
 * FPX's retail (B2C) banks, by the codes Stripe puts in `payment_method_details.fpx.bank` (the
 * SDK's `Fpx.Bank` type lists them) and the names Stripe's FPX page shows. Business-only banks
 * (bnp_paribas, citibank, deutsche_bank, maybank2e, pb_enterprise) are left out: a shop's
 * customer pays from a personal account.
 */
export const FPX_BANKS: readonly { code: FpxBank; name: string }[] = [
  { code: 'affin_bank', name: 'Affin Bank' },
  { code: 'agrobank', name: 'AGRONet' },
  { code: 'alliance_bank', name: 'Alliance Bank' },
  { code: 'ambank', name: 'AmBank' },
  { code: 'bank_islam', name: 'Bank Islam' },
  { code: 'bank_muamalat', name: 'Bank Muamalat' },
  { code: 'bank_of_china', name: 'Bank of China' },
  { code: 'bank_rakyat', name: 'Bank Rakyat' },
  { code: 'bsn', name: 'BSN' },
  { code: 'cimb', name: 'CIMB Clicks' },
  { code: 'hong_leong_bank', name: 'Hong Leong Bank' },
  { code: 'hsbc', name: 'HSBC Bank' },
  { code: 'kfh', name: 'KFH' },
  { code: 'maybank2u', name: 'Maybank2U' },
  { code: 'mbsb_bank', name: 'MBSB Bank' },
  { code: 'ocbc', name: 'OCBC Bank' },
  { code: 'public_bank', name: 'Public Bank' },
  { code: 'rhb', name: 'RHB Bank' },
  { code: 'standard_chartered', name: 'Standard Chartered' },
  { code: 'uob', name: 'UOB Bank' },
];

export const DEFAULT_FPX_BANK: FpxBank = 'maybank2u';

export const fpxBankNamed = (code: string): { code: FpxBank; name: string } | undefined =>
  FPX_BANKS.find((bank) => bank.code === code);
