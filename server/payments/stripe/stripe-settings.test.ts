import { describe, expect, it } from 'vitest';
import { productionProblems, readConfig, stripeProblems } from '../../config';
import { gatewayBanner } from '../gateways';
import { createStripeGateway } from './stripe-gateway';

const production = {
  NODE_ENV: 'production',
  PAYMENT_GATEWAY: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_51RodaLiveKey',
  STRIPE_WEBHOOK_SECRET: 'whsec_RodaWebhookSecret',
  PUBLIC_BASE_URL: 'https://roda.example.my',
  SMS_PROVIDER: 'webhook',
  SMS_WEBHOOK_URL: 'https://sms.example.my/send',
};

const problemsWith = (changes: Record<string, string | undefined>) => {
  const env: Record<string, string> = { ...production };
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return productionProblems(readConfig(env), env).join('\n');
};

describe('Stripe settings', () => {
  it('starts in production with a Stripe key, a webhook secret and Stripe’s own API', () => {
    expect(problemsWith({})).toBe('');
    expect(problemsWith({ STRIPE_API_URL: 'https://api.stripe.com' })).toBe('');
  });

  it('refuses a production start without the webhook secret, with a key that is not Stripe’s, or pointed at another API', () => {
    expect(problemsWith({ STRIPE_WEBHOOK_SECRET: undefined })).toMatch(/STRIPE_WEBHOOK_SECRET is not set/);
    expect(problemsWith({ STRIPE_SECRET_KEY: undefined })).toMatch(/STRIPE_SECRET_KEY is not set/);
    expect(problemsWith({ STRIPE_SECRET_KEY: 'pk_live_public' })).toMatch(/not a Stripe secret key/);
    expect(problemsWith({ STRIPE_API_URL: 'http://127.0.0.1:12111' })).toMatch(
      /STRIPE_API_URL points away from Stripe/,
    );
  });

  it('lets tests point the SDK at a local fake, but never without a webhook secret', () => {
    const test = {
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    };
    expect(stripeProblems(readConfig({ ...test, STRIPE_WEBHOOK_SECRET: 'whsec_1' }))).toEqual([]);
    expect(stripeProblems(readConfig(test)).join('\n')).toMatch(/STRIPE_WEBHOOK_SECRET/);
  });

  it('refuses a gateway it does not know', () => {
    expect(() => readConfig({ PAYMENT_GATEWAY: 'paypal' })).toThrow(/sandbox or stripe/);
  });

  it('says at start whether real money moves', () => {
    const gateway = (secretKey: string) =>
      createStripeGateway({ secretKey, webhookSecret: 'whsec_1', apiUrl: 'http://127.0.0.1:1' });
    expect(gatewayBanner(gateway('sk_live_1'))).toMatch(/LIVE mode .*real money/);
    expect(gatewayBanner(gateway('sk_test_1'))).toMatch(/TEST mode .*no real money/);
  });
});
