// A finding in an SEO tool's report, found as a person finds it: the list item whose heading
// names the check ("Broken pages", "Rendered by JavaScript").
import type { Locator } from '@playwright/test';

export const reportFinding = (report: Locator, title: string): Locator =>
  report.getByRole('listitem').filter({ has: report.page().getByRole('heading', { name: title }) });
