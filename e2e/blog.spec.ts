// The blog index: topic filter and pagination live in the query string, so views can be shared,
// survive a reload and move with the back and forward buttons; the prerendered HTML is the
// unfiltered first page.
import type { Page } from '@playwright/test';
import { posts } from '../src/content/blog/posts';
import { listPosts, POSTS_PER_PAGE } from '../src/content/blog/post-listing';
import { expect, test, waitForHydration } from './support/fixtures';

const articleList = (page: Page) =>
  page.getByRole('region', { name: /^(All articles|Articles tagged )/ });
const cardTitles = (page: Page) => articleList(page).getByRole('heading', { level: 3 });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Article pages' });
const topicLink = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Filter by topic' }).getByRole('link', { name, exact: true });

const titlesOf = (query: { tag?: string; page?: string }) =>
  listPosts(posts, query).posts.map((post) => post.title);

test('filters by topic, pages through the list and follows back and forward', async ({ page }) => {
  await page.goto('/blog');
  await waitForHydration(page);
  await expect(cardTitles(page)).toHaveText(titlesOf({}));
  await expect(cardTitles(page)).toHaveCount(POSTS_PER_PAGE);
  await expect(pager(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await pager(page).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(cardTitles(page)).toHaveText(titlesOf({ page: '2' }));
  await expect(page.getByRole('heading', { name: 'All articles' })).toBeFocused();

  await topicLink(page, 'SEO').click();
  await expect(page).toHaveURL(/\/blog\?tag=SEO$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Articles tagged SEO' })).toBeVisible();
  await expect(cardTitles(page)).toHaveText(titlesOf({ tag: 'SEO' }));
  await expect(topicLink(page, 'SEO')).toHaveAttribute('aria-current', 'page');
  await expect(topicLink(page, 'All topics')).not.toHaveAttribute('aria-current', 'page');
  for (const card of await articleList(page).getByRole('article').all()) {
    await expect(card.getByRole('list', { name: 'Tags' })).toContainText('SEO');
  }

  await page.goBack();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(cardTitles(page)).toHaveText(titlesOf({ page: '2' }));
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cardTitles(page)).toHaveText(titlesOf({}));
  await page.goForward();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(cardTitles(page)).toHaveText(titlesOf({ page: '2' }));
});

test('paging before and after the whole page index arrives keeps focus on the list', async ({
  page,
}) => {
  // The page hydrates from its own slice of the index; the rest arrives once the browser is idle
  // (docs/decisions/0020). Neither moment may turn a change of list page into a new page view.
  const fullIndex = page.waitForResponse((response) => /full-page-index-/.test(response.url()));
  await page.goto('/blog');
  await waitForHydration(page);
  await fullIndex;
  for (const next of ['2', '1']) {
    await pager(page)
      .getByRole('link', { name: `Page ${next}` })
      .click();
    await expect(cardTitles(page)).toHaveText(titlesOf({ page: next }));
    await expect(page.getByRole('heading', { name: 'All articles' })).toBeFocused();
  }
  await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
});

test('a shared link opens the filtered page it names', async ({ page }) => {
  await page.goto('/blog?tag=Email+Marketing');
  await waitForHydration(page);
  await expect(
    page.getByRole('heading', { name: 'Articles tagged Email Marketing' }),
  ).toBeVisible();
  await expect(cardTitles(page)).toHaveText(titlesOf({ tag: 'Email Marketing' }));
  await expect(topicLink(page, 'Email Marketing')).toHaveAttribute('aria-current', 'page');
});

test('an unknown tag shows every post with a note', async ({ page }) => {
  await page.goto('/blog?tag=Crypto');
  await waitForHydration(page);
  await expect(page.getByRole('note')).toContainText('No article is tagged “Crypto”');
  await expect(page.getByRole('heading', { name: 'All articles' })).toBeVisible();
  await expect(cardTitles(page)).toHaveText(titlesOf({}));
});

test('the duplicate /resources/blog lists the same posts and filters in place', async ({
  page,
}) => {
  await page.goto('/resources/blog');
  await waitForHydration(page);
  await expect(cardTitles(page)).toHaveText(titlesOf({}));
  await topicLink(page, 'PPC').click();
  await expect(page).toHaveURL(/\/resources\/blog\?tag=PPC$/);
  await expect(cardTitles(page)).toHaveText(titlesOf({ tag: 'PPC' }));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered page is the unfiltered first page', async ({ page }) => {
    await page.goto('/blog?tag=SEO&page=2');
    await expect(page.getByRole('heading', { name: 'All articles' })).toBeVisible();
    await expect(cardTitles(page)).toHaveText(titlesOf({}));
    // Every post card links to its post and shows its reading time.
    await expect(articleList(page).getByText(/\d+ min read/)).toHaveCount(POSTS_PER_PAGE);
  });
});
