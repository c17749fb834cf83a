import { describe, expect, it } from 'vitest';
import { htmlProblem } from '../../../../src/features/seo-tools/ui/html-problem';
import {
  formatFileSize,
  MAX_HTML_BYTES,
  readTextFile,
} from '../../../../src/features/seo-tools/ui/input-limits';
import { fetchableUrl, normaliseUrl } from '../../../../src/features/seo-tools/ui/typed-address';

describe('htmlProblem', () => {
  it('accepts a page source', () => {
    expect(htmlProblem('<!DOCTYPE html><title>Home</title>')).toBeUndefined();
  });

  it('asks for HTML when the field is empty or blank', () => {
    expect(htmlProblem('  \n')).toMatch(/is empty/);
  });

  it('refuses text without tags and explains how to copy the source instead', () => {
    expect(htmlProblem('Modular kitchens in Wakad, Pune', 'Page 2')).toMatch(
      /^Page 2 has no HTML tags\. Paste the page source/,
    );
  });

  it('refuses more than 2 MB and names both sizes', () => {
    const html = `<p>${'a'.repeat(MAX_HTML_BYTES)}</p>`;
    expect(htmlProblem(html)).toMatch(/^The HTML is 2\.1 MB; the limit is 2\.0 MB per page/);
  });

  it('measures the limit in bytes, so Hindi text counts three bytes a letter', () => {
    const hindi = `<p>${'क'.repeat(Math.ceil(MAX_HTML_BYTES / 3) + 10)}</p>`;
    expect(hindi.length).toBeLessThan(MAX_HTML_BYTES);
    expect(htmlProblem(hindi)).toMatch(/the limit is 2\.0 MB/);
  });
});

describe('formatFileSize', () => {
  it('shows kilobytes below a megabyte, never 0 KB, and megabytes above', () => {
    expect(formatFileSize(120)).toBe('1 KB');
    expect(formatFileSize(14_336)).toBe('14 KB');
    expect(formatFileSize(3.4 * 1024 * 1024)).toBe('3.4 MB');
    expect(formatFileSize(2 * 1024 * 1024)).toBe('2.0 MB');
  });

  it('rounds up, so a size just over a limit never reads as the limit', () => {
    expect(formatFileSize(2 * 1024 * 1024 + 10)).toBe('2.1 MB');
    expect(formatFileSize(14_337)).toBe('15 KB');
  });
});

describe('normaliseUrl', () => {
  it('adds https:// to an address typed without it', () => {
    expect(normaliseUrl('www.example.in/services/')).toBe('https://www.example.in/services/');
  });

  it('keeps a full http or https address', () => {
    expect(normaliseUrl(' http://shop.example.co.in ')).toBe('http://shop.example.co.in/');
  });

  it('returns undefined for an empty field or words that are not an address', () => {
    expect(normaliseUrl('')).toBeUndefined();
    expect(normaliseUrl('my website')).toBeUndefined();
  });
});

describe('readTextFile', () => {
  it('reads a file within the limit', async () => {
    const file = new File(['<h1>Hello</h1>'], 'home.html', { type: 'text/html' });
    await expect(readTextFile(file, MAX_HTML_BYTES)).resolves.toEqual({
      ok: true,
      text: '<h1>Hello</h1>',
    });
  });

  it('refuses a file over the limit without reading it, naming the file', async () => {
    const file = new File(['x'.repeat(2048)], 'report.json');
    const result = await readTextFile(file, 1024);
    expect(result).toEqual({ ok: false, message: '"report.json" is 2 KB; the limit is 1 KB.' });
  });
});

describe('fetchableUrl', () => {
  it('takes what normaliseUrl takes, and any http(s) address typed in full', () => {
    expect(fetchableUrl('example.in/a')).toBe('https://example.in/a');
    expect(fetchableUrl('http://localhost:4399/')).toBe('http://localhost:4399/');
    expect(fetchableUrl('https://intranet/')).toBe('https://intranet/');
  });

  it('refuses names and broken addresses', () => {
    expect(fetchableUrl('Competitor 1')).toBeUndefined();
    expect(fetchableUrl('http://')).toBeUndefined();
    expect(fetchableUrl('')).toBeUndefined();
  });
});
