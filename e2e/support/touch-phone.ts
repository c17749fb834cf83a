// A browser context that behaves like a phone: a 375 px touch screen, no mouse, so no hover.
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';

export const TOUCH_PHONE = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
} as const satisfies BrowserContextOptions;

export const newTouchPhoneContext = (
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> => browser.newContext({ ...TOUCH_PHONE, ...options });
