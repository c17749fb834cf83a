// The audit report lists site-wide checks failed first, then needing work, then passed, and names
// the pages of each of the most common problems (the first 3, then a button for all) and of each
// site-wide check (the first 10, then a button for all).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { auditSite } from '../../../../src/features/seo-tools/analysis/site-audit';
import { AuditReport } from '../../../../src/features/seo-tools/ui/audit-report';

const pages = Array.from({ length: 5 }, (_, index) => ({
  name: `https://shop.example/p/${index + 1}`,
  html: `<title>Same title for every page here</title><p>Page ${index + 1}</p>`,
}));

describe('AuditReport', () => {
  it('lists site-wide checks by severity', () => {
    const audit = auditSite(pages);
    render(<AuditReport audit={audit} />);
    const section = screen.getByRole('heading', { name: 'Site-wide checks' }).parentElement;
    const order = within(section as HTMLElement)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    const expected = ['fail', 'warn', 'pass'].flatMap((status) =>
      audit.siteFindings.filter((item) => item.status === status).map((item) => item.title),
    );
    expect(order).toEqual(expected);
    expect(audit.siteFindings.map((item) => item.title)).not.toEqual(expected);
  });

  it('names the pages of the most common problems, 3 first, then all', async () => {
    render(<AuditReport audit={auditSite(pages)} />);
    const common = screen.getByRole('heading', { name: 'Most common problems' }).parentElement;
    const first = within(common as HTMLElement).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByText('https://shop.example/p/3')).toBeDefined();
    expect(within(first).queryByText('https://shop.example/p/4')).toBeNull();
    await userEvent.click(within(first).getByRole('button', { name: 'Show all 5 pages' }));
    expect(within(first).getByText('https://shop.example/p/5')).toBeDefined();
  });

  it('names what each site-wide check found, 10 first, then all', async () => {
    const twelve = Array.from({ length: 12 }, (_, index) => ({
      name: `https://shop.example/q/${index + 1}`,
      html: `<title>${index % 2 === 0 ? 'Even title' : 'Odd title'}</title><p>Short</p>`,
    }));
    render(<AuditReport audit={auditSite(twelve)} />);
    const check = (title: string) =>
      screen.getByRole('heading', { name: title, level: 4 }).closest('li') as HTMLElement;
    const titles = within(check('Duplicate titles')).getAllByRole('listitem');
    expect(titles.map((item) => item.textContent)).toEqual([
      '“Even title”: ' +
        twelve
          .filter((_, i) => i % 2 === 0)
          .map((p) => p.name)
          .join(', '),
      '“Odd title”: ' +
        twelve
          .filter((_, i) => i % 2 === 1)
          .map((p) => p.name)
          .join(', '),
    ]);
    const canonicals = check('Pages without a canonical');
    expect(within(canonicals).getAllByRole('listitem')).toHaveLength(10);
    expect(within(canonicals).queryByText('https://shop.example/q/11')).toBeNull();
    await userEvent.click(within(canonicals).getByRole('button', { name: 'Show all 12 pages' }));
    expect(within(canonicals).getByText('https://shop.example/q/12')).toBeDefined();
    expect(within(check('Duplicate titles')).queryByRole('button')).toBeNull();
  });
});
