// One-click samples for the SEO analyzer and keyword planner: a realistic Pune interiors business
// page with a few deliberate mistakes (long title, images without alt, a skipped heading level,
// no share image) so the visitor sees every kind of finding.
import type { KeywordIdeasInput } from './keywords/keyword-ideas';

export const SAMPLE_PAGE_URL = 'https://www.anandinteriors.in/modular-kitchen-wakad/';

export const SAMPLE_PAGE_HTML = `<!DOCTYPE html>
<html lang="en-IN">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Modular Kitchen Designers in Wakad, Pune | Anand Interiors | Kitchens, Wardrobes &amp; Full Home Interiors</title>
  <meta name="description" content="L-shaped, U-shaped and parallel modular kitchens for 1, 2 and 3BHK flats in Wakad, Hinjewadi and Pimple Saudagar. Designs in 3D, installed in 30 days.">
  <link rel="canonical" href="https://www.anandinteriors.in/modular-kitchen-wakad/">
  <meta property="og:title" content="Modular Kitchens in Wakad, Pune – Anand Interiors">
  <meta property="og:description" content="Modular kitchens for Wakad and Hinjewadi flats, designed in 3D and installed in 30 days.">
  <meta property="og:url" content="https://www.anandinteriors.in/modular-kitchen-wakad/">
  <link rel="stylesheet" href="/assets/site.css">
  <script src="/assets/site.js" defer></script>
  <script type="application/ld+json">
  {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "name": "Anand Interiors",
    "telephone": "+91-20-4860-2231",
    "priceRange": "₹1,80,000–₹6,50,000",
    "address": {
      "@type": "PostalAddress",
      "streetAddress": "Shop 4, Ganga Platino, Datta Mandir Road",
      "addressLocality": "Wakad, Pune",
      "postalCode": "411057",
      "addressRegion": "Maharashtra",
      "addressCountry": "IN"
    },
    "openingHours": "Mo-Su 10:00-20:00"
  }
  </script>
</head>
<body>
  <header>
    <a href="/"><img src="/assets/logo.svg" alt="Anand Interiors"></a>
    <nav>
      <a href="/modular-kitchen-wakad/">Kitchens</a>
      <a href="/wardrobes/">Wardrobes</a>
      <a href="/projects/">Projects</a>
      <a href="/contact/">Visit our studio</a>
    </nav>
  </header>
  <main>
    <h1>Modular kitchens in Wakad, Pune</h1>
    <img src="/uploads/l-shaped-kitchen-wakad.jpg">
    <p>Anand Interiors has designed and fitted more than 650 kitchens in Wakad, Hinjewadi, Pimple Saudagar, Ravet and Tathawade since 2012. Our studio on Datta Mandir Road has four full-size kitchens you can open, cook in and compare before you decide.</p>
    <p>Every project starts with a free site measurement. Within three days we share a 3D design with two layout options and an itemised quote, so you can see exactly where the money goes: carcass, shutters, hardware, countertop and appliances.</p>

    <h2>Kitchen layouts for Pune flats</h2>
    <h4>L-shaped kitchens</h4>
    <p>The most common layout in 2BHK flats in Wakad and Hinjewadi. It keeps the sink under the window and the hob on the short wall, with a tall unit for the fridge at the end.</p>
    <h4>Parallel kitchens</h4>
    <p>Ideal for the narrow kitchens of many 1BHK and 2BHK towers: two counters facing each other, one for cooking and one for washing, with a utility door at the far end.</p>
    <h4>U-shaped and island kitchens</h4>
    <p>For 3BHK flats and row houses with more floor space. We add a breakfast counter or an island where there is at least one metre of clear walking space around it.</p>
    <img src="/uploads/parallel-kitchen-hinjewadi.jpg">

    <h2>Materials and prices</h2>
    <p>Carcasses are BWP marine plywood with a ten-year warranty against water damage. Shutters come in acrylic, laminate, PU or membrane finishes, and hardware is Hettich or Hafele with soft-close hinges and drawer channels.</p>
    <p>A standard L-shaped kitchen for a 2BHK flat costs between &#8377;1,80,000 and &#8377;3,20,000 including a granite or quartz countertop. Larger U-shaped and island kitchens cost &#8377;3,50,000 to &#8377;6,50,000. Chimney, hob and built-in oven are quoted separately, at dealer prices.</p>

    <h2>How long it takes</h2>
    <p>Design approval takes about a week. Modules are made in our Chakan factory in three weeks, and installation in your flat takes four to six working days, so most kitchens are ready thirty days after you approve the design.</p>
    <p>See recent <a href="/projects/">kitchens we have fitted in Pune</a>, read how to <a href="/blog/choosing-kitchen-shutters/">choose kitchen shutters</a>, or <a href="/contact/">book a free site visit</a>. We are also listed on <a href="https://www.houzz.in/" rel="nofollow">Houzz</a>.</p>
  </main>
  <footer>
    <p>Anand Interiors, Shop 4, Ganga Platino, Datta Mandir Road, Wakad, Pune 411057. Open every day, 10 am to 8 pm. Call <a href="tel:+912048602231">020 4860 2231</a>.</p>
  </footer>
</body>
</html>
`;

/**
 * The planner's sample: the interiors business above looking for customers in Pune. No service:
 * with one, the ideas would be an agency's ("seo company for modular kitchen"), not the studio's.
 */
export const SAMPLE_KEYWORD_INPUT: KeywordIdeasInput = {
  seed: 'modular kitchen',
  city: 'pune',
};
