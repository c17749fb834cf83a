// Whether an address Chromium is about to open may be: every address its name resolves to must
// pass the fetcher's checks (checked-connector.ts) before a browser starts for it, so a refused
// address costs no browser and no connection. The checked proxy checks every request again.
import { RefusedAddressError, checkedAddress } from './checked-connector';
import type { Resolver } from './resolver';
import { bareHostname } from './target-url';

/** Why the name may not be opened, or undefined when every address it has is public. */
export async function addressRefusal(
  resolve: Resolver,
  url: URL,
  allowListed: boolean,
): Promise<string | undefined> {
  try {
    await checkedAddress({ resolve }, bareHostname(url), allowListed);
    return undefined;
  } catch (error) {
    return error instanceof RefusedAddressError
      ? error.message
      : `We couldn’t find a website at ${url.hostname}. Check that the address is spelled correctly.`;
  }
}
