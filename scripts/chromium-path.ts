// The Chromium the benchmark and asset scripts drive: CHROMIUM_PATH, else Debian's (apt-get
// install chromium), the one CI uses.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
