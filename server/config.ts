import path from 'node:path';

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
  bodyLimitBytes: number;
  otp: OtpLimits;
  /** Where uploaded images are stored (local storage adapter): DATA_DIR/uploads unless UPLOAD_DIR is set. */
  uploadDir: string;
  /**
   * HMAC key of signed media addresses (/media/uploads/<id>?exp=&sig=). Every process behind one
   * load balancer needs the same key: set MEDIA_URL_SECRET; unset, a random key is kept in DATA_DIR.
   */
  mediaUrlSecret: string | null;
  /** Minutes an unpaid order waits for payment before it is cancelled and its slot freed. */
  paymentMinutes: number;
  /** Shared secret of the sandbox payment gateway's signed callbacks. */
  paymentSecret: string;
}

/** OTP limits; loosened only by end-to-end tests that log the same phone in many times. */
export interface OtpLimits {
  cooldownSeconds: number;
  perPhonePerHour: number;
  perIpPerHour: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    logLevel: env.LOG_LEVEL ?? 'info',
    production: env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY === '1',
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    sessionDays: Number(env.SESSION_DAYS ?? 30),
    bodyLimitBytes: 1024 * 1024,
    paymentMinutes: Number(env.ORDER_PAYMENT_MINUTES ?? 30),
    paymentSecret: env.PAYMENT_SANDBOX_SECRET ?? 'roda-sandbox-development-secret',
    otp: {
      cooldownSeconds: Number(env.OTP_COOLDOWN_SECONDS ?? 60),
      perPhonePerHour: Number(env.OTP_PHONE_HOURLY_LIMIT ?? 5),
      perIpPerHour: Number(env.OTP_IP_HOURLY_LIMIT ?? 20),
    },
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    mediaUrlSecret: env.MEDIA_URL_SECRET?.trim() || null,
  };
}
