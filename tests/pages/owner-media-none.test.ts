// /about and the home page as the prerender writes them from the shipped sample facts, which supply
// no media: no picture, no photo and no empty frame anywhere on either (the only images are the
// figures the build draws as SVG from the site's data, such as the office on the map); the leaders
// get the cards drawn from their names; neither page has a logo wall.
import { describe, expect, it } from 'vitest';
import { prerenderedPage } from './prerendered-page';

describe('pages with no media supplied', () => {
  it('/about draws each leader’s card from their name, with no image or empty frame', async () => {
    const html = await prerenderedPage('/about');
    expect(html).not.toMatch(/<picture\b/);
    const images = [...html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/g)].map((match) => match[1]);
    expect(images.filter((src) => !/\.svg$/.test(src!))).toEqual([]);
    expect(html.match(/class="rm-name-mark /g)).toHaveLength(5);
    expect(html).not.toContain('rm-avatar');
    expect(html).not.toContain('about-clients');
  }, 60_000);

  it('the home page has no logo wall', async () => {
    const html = await prerenderedPage('/');
    expect(html).not.toContain('home-clients');
    expect(html).not.toContain('rm-logo');
  }, 60_000);
});
