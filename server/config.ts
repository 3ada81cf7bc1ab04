import path from 'node:path';
import { RATE_RULES, type RateRules } from './http/rate-limit';
import type { MediaStorageKind } from './uploads/storage';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite under dataDir is used. */
  databaseUrl: string | null;
  logLevel: string;
  /** Development helpers (the readable SMS store) are off in production. */
  production: boolean;
  /** Trust X-Forwarded-For for the client address (only behind your own proxy). */
  trustProxy: boolean;
  /** Built app to serve under /app/. */
  distDir: string;
  sessionDays: number;
  otp: OtpLimits;
  /**
   * Where uploaded images are stored (MEDIA_STORAGE): 'disk' under uploadDir (one process), or
   * 'postgres' in the database, which every process behind a load balancer shares (decision 017).
   */
  mediaStorage: MediaStorageKind;
  /** Where the disk storage keeps images: DATA_DIR/uploads unless UPLOAD_DIR is set. */
  uploadDir: string;
  /**
   * HMAC key of signed media addresses (/media/uploads/<id>?exp=&sig=). Every process behind one
   * load balancer needs the same key: set MEDIA_URL_SECRET, or leave it unset and `npm start` keeps
   * a random one in the database (server_keys), which every process on that database shares.
   */
  mediaUrlSecret: string | null;
  /**
   * Web Push (VAPID) keys. Unset: a key pair made at first start and kept in the database
   * (server_keys), shared by every process on it, as the media key is (decision 019).
   */
  vapid: VapidConfig;
  /** Minutes an unpaid order waits for payment before it is cancelled and its slot freed. */
  paymentMinutes: number;
  /** Unpaid orders one customer may hold at once (each holds stock and perhaps a workshop place). */
  unpaidOrderLimit: number;
  /**
   * Random digits after RD and the date in an order number (6). A number already taken is drawn
   * again; tests narrow the digits so that happens on purpose.
   */
  orderNoDigits: number;
  /** The payment gateway (docs/decisions/020); production must name it explicitly. */
  paymentGateway: 'sandbox' | 'stripe' | null;
  /** Shared secret of the sandbox payment gateway's signed callbacks. */
  paymentSecret: string;
  /** Stripe's keys, and (tests only) the address of a local fake of its API. */
  stripe: StripeConfig;
  /**
   * How often every process asks the gateway about payments and refunds that no event settled
   * (reconciliation), and how soon after the payer's return without a result.
   */
  paymentCheckSeconds: number;
  /**
   * Where the public reaches this server (https://roda.example.my): the address the payment
   * gateway calls back, never taken from a request's Host header. Mutable only for tests, which
   * learn their port after listening.
   */
  publicBaseUrl: string;
  sms: SmsConfig;
  /** Request limits (server/http/rate-limit.ts); loosened only by test suites that upload many photos. */
  rateLimits: RateRules;
  /**
   * LHDN MyInvois: MYINVOIS_API_URL is a local fake's address for tests (null: LHDN's host of the
   * environment chosen in the back office; production refuses any other), and how often every
   * process sends waiting e-invoices and asks about submitted ones (EINVOICE_CHECK_SECONDS).
   */
  myinvois: { apiUrl: string | null; checkSeconds: number };
  /**
   * The data protection officer the privacy policy names (DPO_NAME, DPO_EMAIL, DPO_PHONE;
   * docs/product.md#data-protection-officer). The defaults are the demo company's.
   */
  dpo: { name: string; email: string; phone: string };
}

/** Stripe's secret key (sk_test_… or sk_live_…), its webhook signing secret, and an API address for tests. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_URL: a local fake of Stripe for tests; null for Stripe itself (production allows nothing else). */
  apiUrl: string | null;
}

/** Stripe's own API address, the only one production accepts in STRIPE_API_URL. */
export const STRIPE_API_URL = 'https://api.stripe.com';

/** VAPID keys (base64url, as web-push makes them) and the contact the push services may write to. */
export interface VapidConfig {
  publicKey: string | null;
  privateKey: string | null;
  subject: string;
}

/** 'log' writes texts to the server log (development only); 'webhook' posts them to an SMS provider. */
export type SmsConfig = { provider: 'log' | null } | { provider: 'webhook'; url: string; token: string };

/** The sandbox's development secret: printed in the README, so never accepted in production. */
export const DEVELOPMENT_PAYMENT_SECRET = 'roda-sandbox-development-secret';

/** OTP limits; loosened only by end-to-end tests that log the same phone in many times. */
export interface OtpLimits {
  cooldownSeconds: number;
  perPhonePerHour: number;
  perIpPerHour: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    logLevel: env.LOG_LEVEL ?? 'info',
    production,
    trustProxy: env.TRUST_PROXY === '1',
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    sessionDays: Number(env.SESSION_DAYS ?? 30),
    paymentMinutes: Number(env.ORDER_PAYMENT_MINUTES ?? 30),
    unpaidOrderLimit: Number(env.UNPAID_ORDER_LIMIT ?? 3),
    orderNoDigits: Number(env.ORDER_NO_DIGITS ?? 6),
    paymentGateway: readGateway(env.PAYMENT_GATEWAY?.trim(), production),
    paymentSecret: env.PAYMENT_SANDBOX_SECRET?.trim() || DEVELOPMENT_PAYMENT_SECRET,
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY?.trim() ?? '',
      webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() ?? '',
      apiUrl: env.STRIPE_API_URL?.trim().replace(/\/+$/, '') || null,
    },
    paymentCheckSeconds: Number(env.PAYMENT_CHECK_SECONDS ?? 30),
    publicBaseUrl: (env.PUBLIC_BASE_URL?.trim() || (production ? '' : `http://localhost:${port}`)).replace(/\/+$/, ''),
    sms: readSms(env, production),
    rateLimits: RATE_RULES,
    otp: {
      cooldownSeconds: Number(env.OTP_COOLDOWN_SECONDS ?? 60),
      perPhonePerHour: Number(env.OTP_PHONE_HOURLY_LIMIT ?? 5),
      perIpPerHour: Number(env.OTP_IP_HOURLY_LIMIT ?? 20),
    },
    myinvois: {
      apiUrl: env.MYINVOIS_API_URL?.trim().replace(/\/+$/, '') || null,
      checkSeconds: Number(env.EINVOICE_CHECK_SECONDS ?? 60),
    },
    mediaStorage: readMediaStorage(env.MEDIA_STORAGE),
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    mediaUrlSecret: env.MEDIA_URL_SECRET?.trim() || null,
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY?.trim() || null,
      privateKey: env.VAPID_PRIVATE_KEY?.trim() || null,
      subject: env.VAPID_SUBJECT?.trim() || 'mailto:support@roda.example.my',
    },
    dpo: {
      name: env.DPO_NAME?.trim() || 'Data Protection Officer, Roda Autocare Sdn Bhd',
      email: env.DPO_EMAIL?.trim() || 'dpo@roda.example.my',
      phone: env.DPO_PHONE?.trim() || '+60 3-2700 0000',
    },
  };
}

function readGateway(value: string | undefined, production: boolean): ServerConfig['paymentGateway'] {
  if (value === 'sandbox' || value === 'stripe') return value;
  if (value) throw new Error(`PAYMENT_GATEWAY must be sandbox or stripe, not ${value}`);
  // development runs the sandbox unless told otherwise; production must choose
  return production ? null : 'sandbox';
}

/** What keeps the Stripe gateway from starting, in words for the operator (any environment). */
export function stripeProblems(config: ServerConfig): string[] {
  if (config.paymentGateway !== 'stripe') return [];
  const { secretKey, webhookSecret, apiUrl } = config.stripe;
  const problems: string[] = [];
  if (!/^[sr]k_(test|live)_\w+$/.test(secretKey)) {
    problems.push('STRIPE_SECRET_KEY is not set, or not a Stripe secret key (sk_test_… or sk_live_…).');
  }
  if (!/^whsec_\w+$/.test(webhookSecret)) {
    problems.push(
      'STRIPE_WEBHOOK_SECRET is not set (whsec_…, from the webhook endpoint in Stripe’s dashboard); without it no payment could be confirmed.',
    );
  }
  if (config.production && apiUrl !== null && apiUrl !== STRIPE_API_URL) {
    problems.push(`STRIPE_API_URL points away from Stripe (${apiUrl}); it is for tests only. Unset it in production.`);
  }
  return problems;
}

function readMediaStorage(value: string | undefined): MediaStorageKind {
  const kind = value?.trim() || 'disk';
  if (kind !== 'disk' && kind !== 'postgres') throw new Error(`MEDIA_STORAGE must be disk or postgres, not ${kind}`);
  return kind;
}

function readSms(env: NodeJS.ProcessEnv, production: boolean): SmsConfig {
  const provider = env.SMS_PROVIDER?.trim();
  if (provider === 'webhook') {
    return { provider: 'webhook', url: env.SMS_WEBHOOK_URL?.trim() ?? '', token: env.SMS_WEBHOOK_TOKEN?.trim() ?? '' };
  }
  if (provider === 'log' || (!production && !provider)) return { provider: 'log' };
  return { provider: null };
}

/**
 * What makes a production start unsafe, in words for the operator; empty when it may start. A
 * payment gateway and an SMS provider must be chosen on purpose, the sandbox never with the
 * development secret, and the public address must be known (the gateway calls it back).
 */
export function productionProblems(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (config.paymentGateway === null) {
    problems.push(
      'PAYMENT_GATEWAY is not set. Choose the payment gateway explicitly: stripe to take money, or sandbox (no money moves) for staging.',
    );
  }
  problems.push(...stripeProblems(config));
  if (config.myinvois.apiUrl !== null) {
    problems.push(
      `MYINVOIS_API_URL points away from LHDN (${config.myinvois.apiUrl}); it is for tests only. Unset it in production.`,
    );
  }
  if (config.paymentGateway === 'sandbox') {
    const secret = env.PAYMENT_SANDBOX_SECRET?.trim() ?? '';
    if (secret === '' || secret === DEVELOPMENT_PAYMENT_SECRET) {
      problems.push(
        'PAYMENT_SANDBOX_SECRET is unset or the development value from the README. Set a random secret of at least 32 characters.',
      );
    } else if (secret.length < 32) {
      problems.push('PAYMENT_SANDBOX_SECRET is shorter than 32 characters.');
    }
  }
  if (!/^https?:\/\/[^/\s]+$/.test(config.publicBaseUrl)) {
    problems.push(
      'PUBLIC_BASE_URL is not set (e.g. https://roda.example.my). The payment gateway calls it back; it is never taken from a request.',
    );
  }
  if (config.sms.provider !== 'webhook') {
    problems.push(
      'SMS_PROVIDER=webhook with SMS_WEBHOOK_URL (and SMS_WEBHOOK_TOKEN) is needed: in production the log provider would write no codes, so nobody could log in.',
    );
  } else if (!/^https?:\/\//.test(config.sms.url)) {
    problems.push('SMS_WEBHOOK_URL is not an http(s) address.');
  }
  return problems;
}
