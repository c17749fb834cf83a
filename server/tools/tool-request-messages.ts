// What the SEO tools' routes (page, crawl, speed, render) answer a visitor who sends an address the
// wrong way or too many checks in a minute: one wording for all of them.
export const TOOL_REQUEST_MESSAGES = {
  malformed: 'Send the address as JSON: {"url": "https://example.com/"}.',
  rateLimited:
    'You have started a lot of checks in the last minute. Please wait a minute, then try again.',
} as const;
