// One-click sample for the site audit: four pages of the sample interiors business, with the
// site-level mistakes the audit looks for (a shared title and description, a page without a
// canonical, thin pages).
import type { AuditPageInput } from './site-audit';
import { SAMPLE_PAGE_HTML } from '../sample-inputs';

const head = (title: string, description: string, canonical?: string) => `<!DOCTYPE html>
<html lang="en-IN">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <meta name="description" content="${description}">
  ${canonical ? `<link rel="canonical" href="${canonical}">` : ''}
</head>`;

const SHARED_DESCRIPTION =
  'Anand Interiors designs and installs modular kitchens, wardrobes and complete home interiors in Wakad, Hinjewadi and across Pune.';

const WARDROBES = `${head('Anand Interiors | Interior Designers in Pune', SHARED_DESCRIPTION)}
<body>
  <nav><a href="/">Home</a> <a href="/modular-kitchen-wakad/">Kitchens</a> <a href="/contact/">Contact</a></nav>
  <h1>Wardrobes</h1>
  <img src="/uploads/sliding-wardrobe.jpg" alt="Sliding wardrobe with a full-length mirror in a Wakad bedroom">
  <p>Sliding and hinged wardrobes in laminate, acrylic and glass, with lofts up to the ceiling. Made in our Chakan factory and fitted in two days. Call us for a free measurement.</p>
</body>
</html>
`;

const CONTACT = `${head('Anand Interiors | Interior Designers in Pune', SHARED_DESCRIPTION, 'https://www.anandinteriors.in/contact/')}
<body>
  <nav><a href="/">Home</a> <a href="/modular-kitchen-wakad/">Kitchens</a> <a href="/wardrobes/">Wardrobes</a></nav>
  <h1>Visit our Wakad studio</h1>
  <p>Shop 4, Ganga Platino, Datta Mandir Road, Wakad, Pune 411057. Open every day from 10 am to 8 pm; on weekends, book a slot so a designer is free to walk you through the four display kitchens.</p>
  <p>Call <a href="tel:+912048602231">020 4860 2231</a> or message us on <a href="https://wa.me/912048602231">WhatsApp</a>.</p>
</body>
</html>
`;

const PROJECTS = `${head(
  'Kitchen and Wardrobe Projects in Wakad and Hinjewadi | Anand Interiors',
  'Photos, budgets and timelines of 40 recent kitchens and wardrobes we fitted in Wakad, Hinjewadi, Ravet and Pimple Saudagar apartments.',
  'https://www.anandinteriors.in/projects/',
)}
<body>
  <nav><a href="/">Home</a> <a href="/modular-kitchen-wakad/">Kitchens</a> <a href="/contact/">Contact</a></nav>
  <h1>Recent projects</h1>
  <h2>2BHK in Kolte Patil Life Republic, Hinjewadi</h2>
  <img src="/uploads/life-republic-kitchen.jpg" alt="Grey and white parallel kitchen in a Life Republic 2BHK">
  <p>A parallel kitchen in grey matte laminate with a white quartz top, tall pantry unit and a wall-mounted chimney. Budget ₹2,40,000; installed in 27 days.</p>
  <h2>3BHK in Rohan Abhilasha, Wagholi</h2>
  <img src="/uploads/abhilasha-island.jpg" alt="Island kitchen with a breakfast counter in a Wagholi 3BHK">
  <p>A U-shaped kitchen with a breakfast island in PU gloss, plus three bedroom wardrobes with lofts. Budget ₹7,80,000 for the kitchen and wardrobes; installed in six weeks.</p>
</body>
</html>
`;

/** Four pages of one site; names are the addresses a visitor would type. */
export const SAMPLE_AUDIT_PAGES: AuditPageInput[] = [
  { name: 'https://www.anandinteriors.in/modular-kitchen-wakad/', html: SAMPLE_PAGE_HTML },
  { name: 'https://www.anandinteriors.in/wardrobes/', html: WARDROBES },
  { name: 'https://www.anandinteriors.in/contact/', html: CONTACT },
  { name: 'https://www.anandinteriors.in/projects/', html: PROJECTS },
];
