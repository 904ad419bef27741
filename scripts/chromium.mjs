// Finds the Chromium the browser tests drive: $CHROMIUM_PATH, then Debian's /usr/bin/chromium.
import { accessSync, constants } from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);

/** Flags for a quiet headless Chromium on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** @returns {string | undefined} the executable path, or undefined when none is installed. */
export function findChromium() {
  for (const file of CANDIDATES) {
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {}
  }
  return undefined;
}

export const MISSING_CHROMIUM =
  'Chromium not found: install it with `apt-get install -y chromium` (Debian) or set CHROMIUM_PATH to a Chromium executable.';
