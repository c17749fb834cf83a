// A link to a page of the site, named by registry id. It starts loading the page's template when
// the visitor points at or focuses it, so the click usually finds the chunk already there.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pageById } from '../content/page-index';
import { preloadTemplate } from '../features/loading/template-loader';

interface Props {
  to: string;
  children?: ReactNode;
  className?: string;
  /** Extra query string, e.g. '?service=seo'. */
  search?: string;
  onClick?: () => void;
  'aria-current'?: 'page';
}

export function PageLink({ to, children, search = '', ...rest }: Props) {
  const target = pageById(to);
  const preload = () => {
    preloadTemplate(target.template).catch(() => {
      // A failed prefetch is retried by the navigation itself, which shows its own error.
    });
  };
  return (
    <Link to={target.path + search} onPointerEnter={preload} onFocus={preload} {...rest}>
      {children ?? target.label ?? target.title}
    </Link>
  );
}
