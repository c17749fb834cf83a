import { describe, expect, it } from 'vitest';
import { extractPageFacts } from '../../../../src/features/seo-tools/analysis/page-facts';

describe('extractPageFacts', () => {
  it('keeps script, style, noscript, template and svg content out of the visible text', () => {
    const facts = extractPageFacts(
      '<p>Visible</p><script>document.write("<p>hidden</p>")</script><style>p{}</style>' +
        '<noscript><img src="pixel.gif"></noscript><template><p>later</p></template>' +
        '<svg><title>icon</title><text>svg text</text></svg><p>words</p>',
    );
    expect(facts.text).toBe('Visible\nwords');
    expect(facts.images).toEqual([]);
    expect(facts.titles).toEqual([]);
  });

  it('separates words across block elements but not across inline ones', () => {
    expect(extractPageFacts('<li>Home</li><li>About</li><p>Re<b>ach</b>mark</p>').text).toBe(
      'Home\nAbout\nReachmark',
    );
    expect(extractPageFacts('<a href="/a">Kitchens</a><a href="/b">Wardrobes</a>').text).toBe(
      'Kitchens\nWardrobes',
    );
  });

  it('reads headings with their image alts and closes an unclosed heading at the next one', () => {
    const facts = extractPageFacts(
      '<h1><img src="logo.png" alt="Reachmark"> Digital <em>marketing</em><h2>Services</h2>',
    );
    expect(facts.headings).toEqual([
      { level: 1, text: 'Reachmark Digital marketing' },
      { level: 2, text: 'Services' },
    ]);
  });

  it('reads meta tags by name or property, keeping every value', () => {
    const facts = extractPageFacts(
      '<meta name="Description" content="one"><meta name="description" content="two"><meta property="og:title" content="OG">',
    );
    expect(facts.meta['description']).toEqual(['one', 'two']);
    expect(facts.meta['og:title']).toEqual(['OG']);
  });

  it('treats a meta named like an Object property as an ordinary key', () => {
    const facts = extractPageFacts(
      '<meta name="constructor" content="x"><meta name="__proto__" content="y">',
    );
    expect(facts.meta['constructor']).toEqual(['x']);
    expect(facts.meta['__proto__']).toEqual(['y']);
  });

  it('tells head scripts and stylesheets from body ones, and blocking scripts from async ones', () => {
    const facts = extractPageFacts(
      '<head><link rel="stylesheet" href="a.css"><script src="a.js"></script><script src="b.js" async></script>' +
        '<script type="module" src="c.js"></script><script type="application/ld+json">{}</script></head>' +
        '<body><script src="d.js"></script><link rel="stylesheet" href="b.css"></body>',
    );
    expect(facts.scripts).toEqual([
      { src: 'a.js', blocking: true, inHead: true },
      { src: 'b.js', blocking: false, inHead: true },
      { src: 'c.js', blocking: false, inHead: true },
      { src: 'd.js', blocking: true, inHead: false },
    ]);
    expect(facts.stylesheets).toEqual([
      { href: 'a.css', inHead: true },
      { href: 'b.css', inHead: false },
    ]);
    expect(facts.jsonLd).toEqual(['{}']);
  });

  it('starts the body at the first element that cannot be in the head, even without a <body> tag', () => {
    const facts = extractPageFacts(
      '<title>T</title><div>content</div><script src="late.js"></script>',
    );
    expect(facts.scripts[0]?.inHead).toBe(false);
  });

  it('reads link text, falling back to an image alt or aria-label', () => {
    const facts = extractPageFacts(
      '<a href="/a" rel="NoFollow Sponsored">Text</a><a href="/b"><img src="i.png" alt="Logo"></a><a href="/c" aria-label="Call us"></a><a name="top">no href</a>',
    );
    expect(facts.links).toEqual([
      { href: '/a', rel: ['nofollow', 'sponsored'], text: 'Text' },
      { href: '/b', rel: [], text: 'Logo' },
      { href: '/c', rel: [], text: 'Call us' },
    ]);
  });

  it('reads the first lang attribute of <html> and the first title outside svg', () => {
    const facts = extractPageFacts(
      '<html lang=" hi-IN "><svg><title>icon</title></svg><title>Page</title><title>Second</title>',
    );
    expect(facts.lang).toBe('hi-IN');
    expect(facts.titles).toEqual(['Page', 'Second']);
  });
});
