// A row of chips that jump to the sections of a long page (the services list, the sitemap, a
// report): in-page links in a labelled navigation landmark.
interface JumpLink {
  id: string;
  text: string;
}

interface Props {
  /** The landmark's accessible name, e.g. 'Sitemap groups'. */
  label: string;
  links: readonly JumpLink[];
  className: string;
  linkClassName: string;
  /** A numbered list where the order is the reading order (a report's chapters). */
  ordered?: boolean;
}

export function JumpLinks({ label, links, className, linkClassName, ordered = false }: Props) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <nav aria-label={label} className={className}>
      <List className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.id}>
            <a href={`#${link.id}`} className={linkClassName}>
              {link.text}
            </a>
          </li>
        ))}
      </List>
    </nav>
  );
}
