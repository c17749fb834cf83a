// The logos of clients who agreed to be named (the facts' client logos with `permission: true`), as
// AVIF/WebP pictures in even boxes. With none, nothing: no empty section.
import type { ResponsiveImage } from '../../lib/responsive-image';
import { ResponsivePicture } from './responsive-picture';

interface LogoWallProps {
  logos: readonly { client: string; image: ResponsiveImage }[];
  /** The id of the section's heading (unique on the page). */
  id: string;
  heading: string;
}

export function LogoWall({ logos, id, heading }: LogoWallProps) {
  if (logos.length === 0) return null;
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {heading}
      </h2>
      <p className="mt-3 text-muted">Shown with each client’s written permission.</p>
      <ul className="rm-logo-wall">
        {logos.map((logo) => (
          <li key={logo.client}>
            <ResponsivePicture image={logo.image} sizes="160px" className="rm-logo" />
          </li>
        ))}
      </ul>
    </section>
  );
}
