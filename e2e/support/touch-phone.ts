// A browser context that behaves like a phone: a 375 px touch screen, no mouse, so no hover.
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';

export const newTouchPhoneContext = (
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> =>
  browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    ...options,
  });
