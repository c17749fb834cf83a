// The logo wall of the clients who let the agency name them (virtual:owner-media/logos). Pages
// import it as virtual:owner-media/logo-wall, which build/vite-plugin-owner-media.ts resolves to this
// file only when the facts have such a logo, and to no-client-logos.ts otherwise, so a site without
// logos ships none of this code.
import { clientLogos } from 'virtual:owner-media/logos';
import { LogoWall } from './logo-wall';

export function ClientLogoWall({ id, heading }: { id: string; heading: string }) {
  return <LogoWall logos={clientLogos} id={id} heading={heading} />;
}
