// Finding pages, one way over any list of them: the browser's page index (page-index.ts) and the
// full registry (registry-pages.ts) are both this lookup: by id, by path, the breadcrumb trail and
// the canonical page (absolute-url.ts makes its URL). And the one rule for a public page, which
// sitemap.xml, the /sitemap page and content search all follow (search also asks the page's
// family, families.ts `searchable`). It imports nothing, so the first load carries only itself.

/** What finding a page needs of it; registry entries and page summaries both have it. */
export interface PageNode {
  id: string;
  path: string;
  /** Id of the page one level up; home has none. */
  parent?: string;
  /** Id of the page that is canonical for this topic, when it is not this one. */
  canonicalOf?: string;
  /** Kept out of search engines. */
  noindex: boolean;
}

export interface PageLookup<P extends PageNode> {
  /** Every page, in registry order. */
  readonly pages: readonly P[];
  /** The page with this id; an unknown id is a programming error. */
  byId(id: string): P;
  /** The page with this id, if any. */
  findById(id: string): P | undefined;
  /** The page at exactly this path (no trailing slash, case-sensitive), if any. */
  atPath(path: string): P | undefined;
  /** The pages from home down to this one, for breadcrumbs. */
  trail(page: P): P[];
  /** The page canonical for this one's topic: itself, or the page it duplicates. */
  canonical(page: P): P;
}

/** A public page: search engines may index it and no other page is canonical for it. */
export const isPublic = (page: Pick<PageNode, 'noindex' | 'canonicalOf'>): boolean =>
  !page.noindex && !page.canonicalOf;

export function createPageLookup<P extends PageNode>(pages: readonly P[]): PageLookup<P> {
  const ids = new Map(pages.map((page) => [page.id, page]));
  const paths = new Map(pages.map((page) => [page.path, page]));
  const byId = (id: string): P => {
    const page = ids.get(id);
    if (!page) throw new Error(`No page with id "${id}"`);
    return page;
  };
  return {
    pages,
    byId,
    findById: (id) => ids.get(id),
    atPath: (path) => paths.get(path),
    trail(page) {
      const trail = [page];
      for (let parent = page.parent; parent; parent = trail[0]!.parent) trail.unshift(byId(parent));
      return trail;
    },
    canonical: (page) => (page.canonicalOf ? byId(page.canonicalOf) : page),
  };
}
