// One-click sample for the competitor comparison: the analyzer's sample page against two Pune
// kitchen competitors, one stronger on SEO and one weaker, so every row has something to show.
import type { ComparisonPageInput } from './competitor-comparison';
import { SAMPLE_PAGE_HTML } from '../sample-inputs';

const STRONG_COMPETITOR = `<!DOCTYPE html>
<html lang="en-IN">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Modular Kitchens in Baner, Pune from ₹1.6 Lakh | Urban Nest</title>
  <meta name="description" content="Modular kitchens for Baner, Balewadi and Aundh homes: free 3D design, BWP plywood, Hettich fittings and a 10-year warranty. Visit our Baner Road studio.">
  <link rel="canonical" href="https://www.urbannestkitchens.in/baner/">
  <meta property="og:title" content="Urban Nest Modular Kitchens, Baner">
  <meta property="og:description" content="Free 3D kitchen design and installation in 25 days across Baner, Balewadi and Aundh.">
  <meta property="og:image" content="https://www.urbannestkitchens.in/images/baner-studio.jpg">
  <meta property="og:url" content="https://www.urbannestkitchens.in/baner/">
  <meta name="twitter:card" content="summary_large_image">
  <link rel="stylesheet" href="/css/main.css">
  <script type="module" src="/js/main.js"></script>
  <script type="application/ld+json">
  {"@context":"https://schema.org","@graph":[
    {"@type":"HomeAndConstructionBusiness","name":"Urban Nest Kitchens","telephone":"+91-20-6711-4420",
     "address":{"@type":"PostalAddress","streetAddress":"Ground Floor, Sai Capital, Baner Road","addressLocality":"Baner, Pune","postalCode":"411045","addressCountry":"IN"}},
    {"@type":"FAQPage","mainEntity":[{"@type":"Question","name":"How long does a modular kitchen take?","acceptedAnswer":{"@type":"Answer","text":"About 25 days from design approval."}}]},
    {"@type":"BreadcrumbList","itemListElement":[{"@type":"ListItem","position":1,"name":"Home","item":"https://www.urbannestkitchens.in/"},{"@type":"ListItem","position":2,"name":"Baner"}]}
  ]}
  </script>
</head>
<body>
  <nav><a href="/">Home</a> <a href="/kitchens/">Kitchens</a> <a href="/wardrobes/">Wardrobes</a> <a href="/prices/">Prices</a> <a href="/contact/">Contact</a></nav>
  <main>
    <h1>Modular kitchens in Baner, Pune</h1>
    <img src="/images/baner-kitchen-white-acrylic.jpg" alt="White acrylic L-shaped kitchen in a Baner 2BHK">
    <p>Urban Nest has fitted kitchens in more than 900 homes across Baner, Balewadi, Aundh, Pashan and Sus Road. Visit our studio on Baner Road to open real drawers, try the corner carousels and compare shutter finishes in daylight.</p>
    <h2>What you get</h2>
    <h3>Free 3D design</h3>
    <p>A designer measures your kitchen at home and shows you a walk-through 3D design within 48 hours, with two layouts and a fixed, itemised quote.</p>
    <h3>Materials that last in Pune's monsoon</h3>
    <p>Carcasses are BWP plywood, edges are sealed on all four sides, and all hinges and channels are Hettich with soft close. Every kitchen carries a ten-year warranty on the woodwork.</p>
    <h3>Installation in 25 days</h3>
    <p>Modules are made in our Talawade unit and fitted in four working days. We cover the floor, clear the debris and leave the kitchen ready to cook in.</p>
    <h2>Prices</h2>
    <p>A 2BHK L-shaped kitchen starts at ₹1,60,000 with laminate shutters and a granite top. Acrylic or PU finishes, tall units and a quartz top typically bring it to ₹2,50,000–₹4,00,000.</p>
    <img src="/images/parallel-kitchen-balewadi.jpg" alt="Parallel kitchen with grey matte shutters in Balewadi">
    <h2>Frequently asked questions</h2>
    <h3>How long does a modular kitchen take?</h3>
    <p>About 25 days from design approval, including manufacturing and installation.</p>
    <h3>Do you handle electrical and plumbing changes?</h3>
    <p>Yes. Our site supervisor coordinates the electrician and plumber so points for the chimney, hob, RO and dishwasher are where the design needs them.</p>
    <p>See our <a href="/projects/baner/">Baner projects</a>, compare <a href="/prices/">kitchen prices</a> or read <a href="https://www.hettich.com/en-in/">Hettich's fittings guide</a>.</p>
  </main>
  <footer><p>Urban Nest Kitchens, Ground Floor, Sai Capital, Baner Road, Pune 411045. Open daily, 10:30 am to 8:30 pm.</p><a href="/privacy/">Privacy</a></footer>
</body>
</html>
`;

const WEAK_COMPETITOR = `<html>
<head>
<title>Pune Kitchen Mart</title>
<meta name="description" content="Kitchen">
<link rel="stylesheet" href="/wp-content/themes/kitchenpro/style.css">
<link rel="stylesheet" href="/wp-content/plugins/slider/slider.css">
<link rel="stylesheet" href="/wp-content/plugins/whatsapp-chat/style.css">
<script src="/wp-includes/js/jquery/jquery.min.js"></script>
<script src="/wp-content/plugins/slider/slider.js"></script>
<script src="/wp-content/plugins/whatsapp-chat/chat.js"></script>
</head>
<body>
<h1>Welcome to Pune Kitchen Mart</h1>
<h1>Best Modular Kitchen in Pune</h1>
<img src="/wp-content/uploads/slide1.jpg"><img src="/wp-content/uploads/slide2.jpg"><img src="/wp-content/uploads/slide3.jpg">
<p>We are leading modular kitchen manufacturer and supplier in Pune, Pimpri Chinchwad and Hadapsar. Best quality modular kitchen at best price. Modular kitchen, modular kitchen Pune, modular kitchen shop Pune.</p>
<p>Call 98220 00000 for modular kitchen quotation.</p>
<a href="https://wa.me/919822000000">WhatsApp</a>
</body>
</html>
`;

/** Three pages competing for "modular kitchen in Pune"; the first is the analyzer's sample page. */
export const SAMPLE_COMPARISON_PAGES: ComparisonPageInput[] = [
  { name: 'Anand Interiors, Wakad (your page)', html: SAMPLE_PAGE_HTML },
  { name: 'Urban Nest Kitchens, Baner', html: STRONG_COMPETITOR },
  { name: 'Pune Kitchen Mart', html: WEAK_COMPETITOR },
];

/** The two-page version of the sample. */
export const SAMPLE_COMPARISON_PAIR: ComparisonPageInput[] = SAMPLE_COMPARISON_PAGES.slice(0, 2);
