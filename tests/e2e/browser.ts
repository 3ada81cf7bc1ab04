import { existsSync } from 'node:fs';

/*
 * The browser of the journeys: Debian's Chromium headless shell when installed (`.ci/run` installs
 * it), else Chromium itself. The shell is Chromium's own headless build without the browser's
 * windows and GPU process; on a 2-core machine the same journeys take about a quarter less time in
 * it (docs/decisions/022-suite-time.md). CHROMIUM_PATH chooses another.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';

/** Chromium itself, for what the shell lacks: it answers 'denied' for notifications whatever is granted. */
export const fullChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : fullChromiumPath);

/** What Chromium needs here: no sandbox, GPU, QUIC or calls home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
