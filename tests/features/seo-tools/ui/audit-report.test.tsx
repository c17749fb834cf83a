// The audit report lists site-wide checks failed first, then needing work, then passed, and names
// the pages of each of the most common problems (the first 3, then a button for all).
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
});
