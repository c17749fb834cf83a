// Reads values back out of a page's head tags (src/site/head/head-tags.ts), for the tests.
import type { HeadTag } from '../../../src/site/head/head-tags';

export const titleOf = (tags: readonly HeadTag[]): string | undefined =>
  tags.find((tag) => tag.tag === 'title')?.text;

export const canonicalOf = (tags: readonly HeadTag[]): string | undefined =>
  tags.find((tag) => tag.tag === 'link' && tag.attributes.rel === 'canonical')?.attributes.href;

/** The JSON-LD blocks, parsed. */
export const jsonLdOf = (tags: readonly HeadTag[]): unknown[] =>
  tags
    .filter((tag) => tag.attributes.type === 'application/ld+json')
    .map((tag) => JSON.parse(tag.text ?? '') as unknown);

/** The content of the meta tag with this name or property. */
export const metaOf = (tags: readonly HeadTag[], name: string): string | undefined =>
  tags.find(
    (tag) => tag.tag === 'meta' && (tag.attributes.name ?? tag.attributes.property) === name,
  )?.attributes.content;
