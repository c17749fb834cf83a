// Draws the 1200x630 social images, one per page family, into public/og/ with Chromium. Run it
// after changing the brand or a family's wording: `npx tsx build/make-og-images.ts`.
import { mkdir } from 'node:fs/promises';
import { escapeText } from 'entities/escape';
import { chromium } from 'playwright-core';
import { SITE_URL, site } from '../shared/site';
import type { SocialImage } from '../src/content/families';
import { CHROMIUM_PATH } from '../scripts/chromium-path';

const families: Record<
  SocialImage | 'default',
  { eyebrow: string; title: string; accent: string }
> = {
  default: {
    eyebrow: 'Digital marketing agency',
    title: 'Customers, not just clicks',
    accent: '#2dd4bf',
  },
  services: {
    eyebrow: 'Services',
    title: 'SEO, Google Ads, social, content, email and web',
    accent: '#a5b4fc',
  },
  locations: {
    eyebrow: 'Across India',
    title: 'Local teams for 40+ cities and states',
    accent: '#fcd34d',
  },
  industries: {
    eyebrow: 'Industries',
    title: 'Marketing that knows your sector',
    accent: '#f9a8d4',
  },
  blog: { eyebrow: 'Blog', title: 'Practical guides for Indian businesses', accent: '#86efac' },
  'case-studies': {
    eyebrow: 'Case studies',
    title: 'Real campaigns, real numbers',
    accent: '#fdba74',
  },
  tools: { eyebrow: 'Free SEO tools', title: 'Check your site in your browser', accent: '#67e8f9' },
  resources: { eyebrow: 'Resources', title: 'Guides, reports and templates', accent: '#c4b5fd' },
};

const card = ({
  eyebrow,
  title,
  accent,
}: (typeof families)[keyof typeof families]) => `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;display:flex;flex-direction:column;justify-content:space-between;
  background:#312e81;border-bottom:24px solid ${accent};color:#fff;font-family:system-ui,'Noto Sans',sans-serif">
  <div style="display:flex;align-items:center;gap:20px;font-size:40px;font-weight:800">
    <svg width="64" height="64" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#fff"/><path d="M9 23V9h7.5a4.5 4.5 0 0 1 1.4 8.8L23 23h-4.2l-4.4-4.8H12.6V23H9Zm3.6-8h3.7a1.6 1.6 0 0 0 0-3.2h-3.7V15Z" fill="#3730a3"/></svg>
    ${escapeText(site.name)}
  </div>
  <div>
    <div style="font-size:34px;font-weight:700;color:${accent};text-transform:uppercase;letter-spacing:3px">${escapeText(eyebrow)}</div>
    <div style="margin-top:16px;font-size:72px;font-weight:800;line-height:1.1;max-width:1000px">${escapeText(title)}</div>
  </div>
  <div style="font-size:28px;opacity:.9">${escapeText(new URL(SITE_URL).hostname.replace(/^www\./, ''))} · ${escapeText(site.phone)}</div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await mkdir('public/og', { recursive: true });
for (const [name, family] of Object.entries(families)) {
  await page.setContent(card(family));
  await page.screenshot({ path: `public/og/${name}.png` });
  console.log(`public/og/${name}.png`);
}
await browser.close();
