// The phone rule of the lead API: any number valid for its country (libphonenumber-js's metadata),
// read as Indian when it has no country code, and stored in E.164 ('+919845012345'). The browser
// only checks the shape (compactPhone in lead-fields.ts), so this library stays out of its bundle.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** India: a number typed without a country code is read as Indian. */
export const DEFAULT_PHONE_COUNTRY = 'IN';

/**
 * `value` in E.164 when it is a valid phone number, else undefined. Accepts +, 00 or (for India)
 * a bare 91 before the number, a trunk 0, and spaces, dashes, dots or brackets between digits.
 */
export function toE164(value: string): string | undefined {
  const trimmed = value.trim().replace(/^00/, '+');
  const number = parsePhoneNumberFromString(trimmed, DEFAULT_PHONE_COUNTRY);
  return number?.isValid() ? number.number : undefined;
}
