// The full story of the Surat textile exporter case study: specification-led SEO and LinkedIn
// outreach that brought 140 qualified export enquiries in six months.
import type { CaseStudyStory } from '../schema';

export const story: CaseStudyStory = {
  slug: 'surat-textile-exporter-rfqs',
  clientType: 'Textile manufacturer and exporter',
  duration: '6 months',
  services: [
    'service:manufacturing-seo',
    'service:content',
    'service:linkedin-ads',
    'service:business-development',
  ],
  challenge: [
    "The client is a family-run weaving and processing unit in Sachin GIDC, Surat, making polyester and viscose dress fabrics with around 90 air-jet looms. About 70% of its output went to wholesale traders in Surat's Ring Road textile markets, on thin margins and long credit. The second generation wanted to grow exports to garment manufacturers in the UAE, Sri Lanka, Bangladesh and Europe, where orders are larger and payment terms better.",
    'Export enquiries came almost entirely from a paid IndiaMART listing and occasional trade fairs: 18 qualified export enquiries in the previous six months, most from traders comparing prices with five other mills. The company website was a six-page brochure with a photo gallery and a "Products" page listing "rayon, polyester, fancy fabrics". Nothing on it described GSM, width, composition, weaves, finishes, certifications or minimum order quantities, which are exactly what a sourcing manager searches for.',
  ],
  plainChallenge: [
    "The client is a family-run weaving and processing unit in Sachin GIDC, Surat, making polyester and viscose dress fabrics with around 90 air-jet looms. About 70% of its output went to wholesale traders in Surat's Ring Road textile markets, on thin margins and long credit. The second generation wanted to grow exports to garment manufacturers in the UAE, Sri Lanka, Bangladesh and Europe, where orders are larger and payment terms better.",
    'Export enquiries came almost entirely from a paid IndiaMART listing and occasional trade fairs: only a handful of qualified export enquiries in the previous six months, most from traders comparing prices with five other mills. The company website was a six-page brochure with a photo gallery and a "Products" page listing "rayon, polyester, fancy fabrics". Nothing on it described GSM, width, composition, weaves, finishes, certifications or minimum order quantities, which are exactly what a sourcing manager searches for.',
  ],
  approach: [
    {
      title: 'Mapped how overseas buyers search for fabric',
      body: 'We interviewed the client\'s export manager and two existing overseas buyers, then built a keyword map around the terms garment sourcing teams use: composition and weave ("viscose challis fabric manufacturer", "100% polyester crepe 110 GSM"), end use ("abaya fabric supplier India", "lining fabric exporter") and certifications ("OEKO-TEX certified viscose fabric"). Most of these terms had low search volume but almost no competition from Indian mills.',
    },
    {
      title: 'Built specification pages for 34 fabric qualities',
      body: "Each quality got its own page with composition, GSM, width, weave, yarn count, available finishes, colour fastness, MOQ per colour, sampling time and lead time, presented as text and tables rather than images. Real swatch photographs under daylight, test reports and the mill's OEKO-TEX certificate number sat alongside. An RFQ form asked for the fabric quality, quantity, destination port and a tech-pack upload.",
    },
    {
      title: 'Published application content for target markets',
      body: 'Working from recorded interviews with the production head, our writers produced guides for buyers: choosing viscose versus polyester for Gulf abaya production, shrinkage and fastness standards for European retailers, and how duty-free access under the India-UAE trade agreement affects landed cost. Each guide linked to the relevant specification pages.',
    },
    {
      title: 'Ran LinkedIn ads and outreach to sourcing managers',
      body: "We built lists of sourcing and merchandising managers at garment manufacturers and buying houses in the four target markets. Sponsored content promoted the buyer guides, and a short outreach sequence from the director's own profile offered free swatch cards posted from Surat. Every message linked to a specification page rather than the home page.",
    },
  ],
  results: [
    {
      label: 'Qualified export enquiries in six months',
      before: '18',
      after: '140',
      change: '7.8x',
    },
    {
      label: 'Organic visits from target export countries per month',
      before: '640',
      after: '4,100',
      change: '6.4x',
    },
    {
      label: 'Swatch cards requested by overseas buyers',
      before: '11',
      after: '96',
      change: '8.7x',
    },
    {
      label: 'New overseas buyers with confirmed orders',
      before: '2',
      after: '11',
      change: '5.5x',
    },
    {
      label: 'Share of enquiries arriving with a tech pack',
      before: '15%',
      after: '58%',
      change: '+43 points',
    },
  ],
  quote: {
    text: 'For years buyers found us only at fairs. Now a sourcing manager in Colombo reads our crepe specification at midnight and sends a tech pack before we open. The enquiries are better because they already know exactly what we make.',
    role: 'Director, Exports, the mill',
  },
  lessons: [
    'Specifications written as text and tables were the single biggest driver of export enquiries; buyers search in the language of their tech packs.',
    'Low-volume, highly specific searches produced better enquiries than broad terms such as "fabric manufacturer India".',
    'LinkedIn outreach worked best when it offered something tangible, here a physical swatch card, and linked to a precise page.',
    'The marketplace listing still earns domestic enquiries; the website now earns the export ones.',
  ],
};
