// The report's page list for a 500-page crawl: 50 pages at first, "Show 50 more pages" adds the
// next 50 and moves focus to the first of them, the last press says how many are left, and
// printing shows every page; each page's failed and needs-work checks show without a click.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  auditSite,
  type AuditedPage,
} from '../../../../src/features/seo-tools/analysis/site-audit';
import { AuditPageList } from '../../../../src/features/seo-tools/ui/audit-page-list';

const [template] = auditSite([
  { name: 'https://shop.example/', html: '<title>Shop</title><h1>Shop</h1>' },
]).pages as [AuditedPage];
// Each page's checklist is left empty: what is under test is how many pages are on the page.
const pages: AuditedPage[] = Array.from({ length: 500 }, (_, index) => ({
  report: { ...template.report, findings: [] },
  name: `https://shop.example/p/${index + 1}`,
}));
const pageHeadings = () => screen.getAllByRole('heading', { level: 4 });

describe('AuditPageList', () => {
  it('shows 50 pages of 500 at first, not 500', () => {
    render(<AuditPageList pages={pages} />);
    expect(pageHeadings()).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 500 pages.')).toBeDefined();
  });

  it('adds 50 pages a press and moves focus to the first page added', async () => {
    render(<AuditPageList pages={pages} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more pages' }));
    expect(pageHeadings()).toHaveLength(100);
    expect(document.activeElement?.textContent).toContain('https://shop.example/p/51');
  });

  it('offers only the pages left, then no button once all are shown', async () => {
    render(<AuditPageList pages={pages.slice(0, 120)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more pages' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show 20 more pages' }));
    expect(pageHeadings()).toHaveLength(120);
    expect(screen.queryByRole('button', { name: /more page/ })).toBeNull();
  });

  it('shows every page while printing, and 50 again after', () => {
    render(<AuditPageList pages={pages.slice(0, 120)} />);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(pageHeadings()).toHaveLength(120);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(pageHeadings()).toHaveLength(50);
  });

  it('shows each page’s failed and needs-work checks without a click, failed first', () => {
    const [page] = auditSite([{ name: 'https://shop.example/bare', html: '<p>Hello</p>' }])
      .pages as [AuditedPage];
    render(<AuditPageList pages={[page]} />);
    const card = screen.getByRole('article');
    const shown = within(card)
      .getAllByRole('listitem')
      .filter((item) => !item.closest('details'));
    const problems = page.report.findings.filter((item) => item.status !== 'pass');
    expect(problems.some((item) => item.status === 'fail')).toBe(true);
    expect(shown).toHaveLength(problems.length);
    expect(shown[0]?.textContent).toMatch(/^✕Failed/);
    expect(shown.at(-1)?.textContent).toMatch(/^!Needs work/);
    const missingTitle = problems.find((item) => item.id === 'title');
    expect(missingTitle).toBeDefined();
    expect(shown.map((item) => item.textContent)).toContain(
      `✕Failed${missingTitle?.title}${missingTitle?.detail}`,
    );
    expect(within(card).getByText(`Show all ${page.report.findings.length} checks`)).toBeDefined();
  });

  it('shows a short list whole, with no button', () => {
    render(<AuditPageList pages={pages.slice(0, 3)} />);
    expect(pageHeadings()).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
