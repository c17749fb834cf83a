// The families table is the one place a page family is described: every row has its template and
// content, every template has its row, and the registry, the menus, /sitemap, sitemap.xml dates,
// JSON-LD and content search read their grouping from the rows.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { navSectionOf } from 'virtual:reachmark/page-index';
import { describe, expect, it } from 'vitest';
import { jsonLdOf, metaOf } from '../site/head/head-tag-values';
import { jsonLdKinds } from '../../src/site/head/json-ld-kinds';
import { FAMILIES, type TemplateKey } from '../../src/content/families';
import { notFoundPage, offlinePage, pages } from '../../src/content/registry';
import { headTags } from '../../src/site/head/head-tags';
import { contentDate, PAGE_REVIEWED } from '../../src/site/outlines/content-dates';
import { navSections } from '../../src/site/outlines/nav-sections';
import { sitemapGroups } from '../../src/site/outlines/sitemap-groups';
import { pageIndex } from '../../src/site/page-index';
import { isPublic } from '../../src/site/pages';

const templates = Object.keys(FAMILIES) as TemplateKey[];
const familyOf = (template: TemplateKey) => pages.filter((page) => page.template === template);
const templateSource = (template: TemplateKey) =>
  readFileSync(`src/pages/${template}-page.tsx`, 'utf8');

describe('the families table', () => {
  it('has a row for every template in src/pages and a template for every row', () => {
    const files = readdirSync('src/pages')
      .filter((file) => file.endsWith('-page.tsx'))
      .map((file) => file.replace(/-page\.tsx$/, ''));
    expect([...templates].sort()).toEqual(files.sort());
  });

  it('has pages for every row', () => {
    const used = new Set([...pages, notFoundPage, offlinePage].map((page) => page.template));
    expect(templates.filter((template) => !used.has(template))).toEqual([]);
  });

  it("names content folders that exist and that the family's template loads from", () => {
    for (const template of templates) {
      const folder = FAMILIES[template].contentFolder;
      if (!folder) continue;
      expect(existsSync(`src/content/${folder}`), template).toBe(true);
      expect(templateSource(template), template).toContain(`'../content/${folder}/`);
    }
  });

  it('dates reviews as real calendar days', () => {
    for (const template of templates) {
      const { reviewed } = FAMILIES[template];
      expect(new Date(`${reviewed}T00:00:00Z`).toISOString().slice(0, 10), template).toBe(reviewed);
    }
  });
});

describe('what the rows decide', () => {
  it("gives every page its family's palette category, except the /resources copies of others", () => {
    const differing = pages.filter((page) => page.category !== FAMILIES[page.template].category);
    expect(differing.map((page) => page.path).sort()).toEqual([
      '/resources/blog',
      '/resources/case-studies',
      '/resources/seo-tools',
    ]);
    for (const page of differing) expect(page.category).toBe(FAMILIES.resource.category);
  });

  it('lists every public page on /sitemap in the group its family names', () => {
    for (const group of sitemapGroups(pageIndex))
      for (const section of group.sections)
        for (const page of section.pages)
          expect(FAMILIES[page.template].sitemapGroup, page.id).toBe(group.id);
    for (const template of templates) {
      if (familyOf(template).some(isPublic))
        expect(FAMILIES[template].sitemapGroup, template).toBeDefined();
    }
  });

  it("fills each header menu section with pages of the families that name it, and each such family's pages appear", () => {
    expect(navSectionOf).toEqual(
      Object.fromEntries(
        templates.flatMap((template) => {
          const section = FAMILIES[template].navSection;
          return section ? [[template, section]] : [];
        }),
      ),
    );
    for (const template of templates) {
      const section = FAMILIES[template].navSection;
      if (!section) continue;
      const items = navSections().find((nav) => nav.label === section)!.items;
      expect(
        familyOf(template).some((page) => items.includes(page.id)),
        template,
      ).toBe(true);
    }
    const others = new Set(['blog', 'case-studies', 'tool:seo-tools']);
    for (const section of navSections())
      for (const id of section.items.filter((item) => !others.has(item)))
        expect(FAMILIES[pageIndex.byId(id).template].navSection, id).toBe(section.label);
  });

  it("dates a page's sitemap.xml entry by its family unless the page or a post says otherwise", () => {
    for (const page of pages) {
      if (PAGE_REVIEWED[page.id] || page.template.startsWith('blog-')) continue;
      expect(contentDate(page), page.id).toBe(FAMILIES[page.template].reviewed);
    }
  });

  it('gives each family the JSON-LD kind and social image its row names', () => {
    for (const template of templates) {
      const family = FAMILIES[template];
      const page = [...familyOf(template), notFoundPage, offlinePage].find(
        (entry) => entry.template === template,
      )!;
      const tags = headTags(page);
      const kinds = jsonLdOf(tags)
        .map((data) => (data as { '@type': string })['@type'])
        .filter((type) => type !== 'BreadcrumbList');
      expect(kinds[0], template).toBe(family.jsonLd && jsonLdKinds[family.jsonLd].type);
      const image = metaOf(tags, 'og:image');
      expect(image, template).toMatch(new RegExp(`/og/${family.socialImage ?? 'default'}\\.png$`));
    }
  });
});
