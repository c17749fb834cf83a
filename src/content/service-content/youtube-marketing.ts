// Content of the YouTube Marketing page (/services/youtube-marketing): channel growth, video SEO and YouTube ads.
import { indianWritingLanguages, listWords } from '../../../shared/facts/fact-phrases';
import { officeLocality } from '../../../shared/facts/office-phrases';
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'YouTube is where India researches before it buys: reviews before a scooter, explainer videos before a term plan, walkthroughs before a flat, lectures before an entrance exam. It is watched on phones and increasingly on connected TVs across Tier-2 and Tier-3 towns, and much of it is in Hindi, Tamil, Telugu, Bengali and other regional languages. For many categories, the brand with useful videos wins trust long before a sales call.',
    "We run both sides. Organic: channel strategy, video topics picked from YouTube search data, scripts, titles, thumbnails, chapters and descriptions that help videos rank on YouTube and appear in Google's video results. Paid: skippable in-stream, in-feed, Shorts and bumper ads run from Google Ads, targeted by intent signals such as what people searched on Google, and measured on view-through conversions and brand lift, not only clicks.",
  ],
  audience: [
    'Education and coaching brands whose students decide after watching sample lectures and results videos',
    'Consumer brands launching a product that needs demonstration, especially in regional languages',
    'Real estate developers and automotive dealers whose buyers want walkthroughs and reviews',
    'B2B and SaaS firms with complex products best explained in a demo',
    'Founders and experts building a channel that attracts clients over years',
  ],
  deliverables: [
    {
      title: 'Channel strategy',
      detail:
        'Audience, content pillars, formats and publishing cadence set against competitors and search demand.',
    },
    {
      title: 'Video SEO',
      detail:
        'Keyword research, titles, descriptions, chapters, tags, captions and playlists for each video.',
    },
    {
      title: 'Scripts and storyboards',
      detail:
        'Hook-first scripts for long-form videos and Shorts in English, Hindi or regional languages.',
    },
    {
      title: 'Thumbnails',
      detail: "Designed and A/B tested with YouTube's built-in thumbnail test.",
    },
    {
      title: 'Editing and production',
      detail: `Editing of your footage or full shoots through our production partners in ${listWords(
        [...new Set([officeLocality, 'Mumbai', 'Bengaluru'])],
      )}.`,
    },
    {
      title: 'YouTube ads',
      detail:
        'In-stream, in-feed, Shorts and bumper campaigns with audience and placement controls.',
    },
    {
      title: 'Analytics',
      detail: 'Retention, click-through rate, subscribers and leads from YouTube reported monthly.',
    },
  ],
  process: [
    {
      title: 'Research',
      body: 'We study what your buyers search and watch, which videos rank and where competitors leave gaps.',
    },
    {
      title: 'Plan the series',
      body: 'A quarter of video topics with formats, hooks and calls to action, approved before production.',
    },
    {
      title: 'Produce and publish',
      body: 'Scripts, shoots or edits, optimisation and publishing on a fixed schedule.',
    },
    {
      title: 'Amplify',
      body: 'The best videos are promoted with YouTube ads to the audiences most likely to act.',
    },
    {
      title: 'Learn from retention',
      body: 'Audience retention graphs show where viewers leave, and the next scripts fix it.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Channel audit, strategy and the first scripts; channel branding and playlists set up; ad campaigns live if included.',
    },
    {
      period: 'Months 2-3',
      outcome:
        "Eight to twelve videos published; early search rankings on YouTube and the first videos in Google's video results.",
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'The library compounds: older videos bring steady views and enquiries, and ads reuse the best-performing content.',
    },
  ],
  pricing: [
    {
      name: 'YouTube ads',
      startingFromInr: 25000,
      unit: 'per month',
      includes: [
        'Ad spend up to ₹2 lakh a month',
        'In-stream, in-feed and Shorts campaigns',
        'Audience and placement exclusions',
        'Cut-downs of your existing videos',
        'Monthly report',
      ],
      bestFor: 'Brands with video assets who need reach and leads',
    },
    {
      name: 'Channel growth',
      startingFromInr: 60000,
      unit: 'per month',
      includes: [
        '4 long-form videos and 8 Shorts a month',
        'Scripts, editing and thumbnails',
        'Full video SEO',
        'Community and comment management',
        'Monthly analytics review',
      ],
      bestFor: 'Brands and experts building an organic channel from their own footage',
    },
    {
      name: 'Full production',
      startingFromInr: 1_40_000,
      unit: 'per month',
      includes: [
        'Monthly shoot day with crew',
        '4 long-form videos and 12 Shorts a month',
        'Regional-language versions',
        'YouTube ads management',
        'Quarterly strategy review',
      ],
      bestFor: 'Education, real estate and consumer brands where video drives sales',
    },
  ],
  pricingNote:
    'Fees exclude GST and ad spend. Shoot days, locations, talent, animation and the number of languages change the price most; editing your own footage costs far less than full production.',
  tools: [
    'YouTube Studio',
    'Google Ads',
    'vidIQ',
    'TubeBuddy',
    'Adobe Premiere Pro',
    'DaVinci Resolve',
    'Figma',
    'GA4',
  ],
  faqs: [
    {
      question: 'How long does it take to grow a YouTube channel?',
      answer:
        'Most business channels need six to twelve months of consistent publishing to build steady search traffic. Videos that answer specific questions rank sooner than general brand content.',
    },
    {
      question: 'Do we need professional shoots?',
      answer:
        'Not always. Many top-performing business videos are shot on a good phone with a clip-on microphone. Audio quality and a strong hook matter more than camera quality.',
    },
    {
      question: 'What do YouTube ads cost in India?',
      answer:
        'Cost per view is often ₹0.30 to ₹1.50 for in-stream ads, much lower than most markets. Prices rise in festive season and for narrow, high-value audiences.',
    },
    {
      question: 'Should we make Shorts or long videos?',
      answer:
        'Both. Shorts reach new viewers quickly; long videos build trust, rank in search and drive enquiries. We use Shorts as trailers for long-form content.',
    },
    {
      question: 'Can videos be made in regional languages?',
      answer: `Yes. Our writers script videos in ${indianWritingLanguages}, voiced by native speakers, and we add subtitles and multi-language audio tracks where they help.`,
    },
  ],
  related: ['service:ppc', 'service:social-media', 'service:content', 'service:facebook-ads'],
  quoteService: 'youtube-marketing',
  deliverableSample: {
    kind: 'tree',
    title: 'channel and ads plan',
    client: 'a Hyderabad cooking-oil brand',
    levels: ['Channel', 'Playlist', 'Video'],
    root: 'Recipes in Telugu and Hindi',
    branches: [
      {
        name: '15-minute dinners',
        leaves: ['Tomato pappu, full recipe', 'Short: 30-second tadka'],
      },
      {
        name: 'Festival sweets',
        leaves: ['Ariselu at home'],
      },
      {
        name: 'Recipe ads · ₹8,000/day',
        leaves: ['Skippable: 20s recipe cut'],
      },
    ],
  },
  highlight: {
    value: '1,850',
    label:
      'seats filled for a Jaipur coaching institute with season-timed search and YouTube campaigns, at 37% lower cost per admission',
  },
};
