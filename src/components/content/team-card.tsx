// A team member on the about page: their photo when the owner has supplied one (an AVIF/WebP
// <picture> from the image pipeline), else the designed mark drawn from their name and role
// (name-mark.tsx), beside their name, role and what they look after.
import type { ResponsiveImage } from '../../lib/responsive-image';
import { NameMark } from './name-mark';
import { ResponsivePicture } from './responsive-picture';

interface TeamCardProps {
  name: string;
  role: string;
  focus?: string;
  photo?: ResponsiveImage;
}

export function TeamCard({ name, role, focus, photo }: TeamCardProps) {
  return (
    <li className="card rm-team-card">
      {photo ? (
        <ResponsivePicture image={photo} sizes="112px" className="rm-team-photo" />
      ) : (
        <NameMark name={name} role={role} />
      )}
      <div>
        <p className="font-semibold">{name}</p>
        <p className="text-sm font-medium text-accent">{role}</p>
        {focus ? <p className="mt-2 text-sm leading-6 text-muted">{focus}</p> : null}
      </div>
    </li>
  );
}
