import { pino, type Logger } from 'pino';

/** Structured JSON logs on stdout; one logger for the process. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'roda' }, timestamp: pino.stdTimeFunctions.isoTime });
}
export type { Logger };
