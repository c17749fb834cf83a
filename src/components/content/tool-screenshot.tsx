// A screenshot of one of our free tools' results, taken from the built site by
// `npm run screenshots`, as a responsive picture with a caption that says it is a real result.
import type { ResponsiveImage } from '../../lib/responsive-image';
import { ResponsivePicture } from './responsive-picture';

export function ToolScreenshot({ image }: { image: ResponsiveImage }) {
  return (
    <figure>
      <ResponsivePicture
        image={image}
        sizes="(min-width: 64rem) 26rem, 100vw"
        priority
        className="h-auto w-full max-w-md rounded-xl border border-line"
      />
      <figcaption className="rm-map-caption">
        A real result, taken from the tool on this site.
      </figcaption>
    </figure>
  );
}
