import type { Logger } from '../log';

/**
 * Runs a drain pass (send what is due, return how many) one at a time in this process: asked
 * while a pass runs, it runs once more after it, so what was recorded meanwhile is not left
 * waiting for the next timer. A failed pass is logged and counts as 0; the timer tries again.
 */
export function serialPasses(pass: () => Promise<number>, log: Logger, failure: string) {
  let running: Promise<number> | null = null;
  let again = false;

  async function loop(): Promise<number> {
    let total = 0;
    do {
      again = false;
      total += await pass();
    } while (again);
    return total;
  }

  return {
    /** Runs a pass now, or once more after the running one; resolves with what was sent. */
    run(): Promise<number> {
      if (running) {
        again = true;
        return running;
      }
      running = loop()
        .catch((error: unknown) => {
          log.error({ err: error }, failure);
          return 0;
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
    /** Resolves when no pass is running (for shutdown). */
    async idle(): Promise<void> {
      while (running) await running;
    },
  };
}
