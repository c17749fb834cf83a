// The few icons the always-loaded shell (header, menus, breadcrumbs) uses, drawn inline from
// lucide's paths (ISC licence), and LineIcon for a template with one such icon of its own (the
// tool pages) and for the palette's icons (features/palette/palette-icons.ts). Other templates use
// lucide-react itself; the shell carries only these paths.
const paths = {
  'chevron-down': 'm6 9 6 6 6-6',
  'chevron-right': 'm9 18 6-6-6-6',
  menu: 'M4 5h16M4 12h16M4 19h16',
  x: 'M18 6 6 18M6 6l12 12',
  sun: 'M12 8a4 4 0 1 0 0 8 4 4 0 1 0 0-8M12 2v2M12 20v2m-7.07-17.07 1.41 1.41m11.32 11.32 1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41',
  moon: 'M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401',
  monitor: 'M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2M8 21h8M12 17v4',
  search: 'm21 21-4.34-4.34M11 3a8 8 0 1 0 0 16 8 8 0 1 0 0-16',
} as const;

export type ShellIconName = keyof typeof paths;

/** A decorative 24-unit line icon in lucide's style, drawn from one path. */
export function LineIcon({
  d,
  size = 20,
  className,
}: {
  d: string;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={d} />
    </svg>
  );
}

export function ShellIcon({
  name,
  size,
  className,
}: {
  name: ShellIconName;
  size?: number;
  className?: string;
}) {
  return <LineIcon d={paths[name]} size={size} className={className} />;
}
