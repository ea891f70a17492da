// The Debian chromium the benches drive (never a downloaded browser), and the flags for it on a machine without network
// access beyond the package registries. Playwright adds --headless and --no-sandbox itself; chrome-launcher users add
// them.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_QUIET_FLAGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
