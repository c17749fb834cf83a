// The content of each core service (its pricing tiers) for the services page's figure
// (company-figures.ts), imported by name: the build's plugins cannot glob. A core service missing
// here stops the build with its name.
import type { ServiceContent } from '../../src/content/service-content/schema.ts';
import { content as seo } from '../../src/content/service-content/seo.ts';
import { content as ppc } from '../../src/content/service-content/ppc.ts';
import { content as facebookAds } from '../../src/content/service-content/facebook-ads.ts';
import { content as linkedinAds } from '../../src/content/service-content/linkedin-ads.ts';
import { content as youtubeMarketing } from '../../src/content/service-content/youtube-marketing.ts';
import { content as socialMedia } from '../../src/content/service-content/social-media.ts';
import { content as content } from '../../src/content/service-content/content.ts';
import { content as email } from '../../src/content/service-content/email.ts';
import { content as whatsappMarketing } from '../../src/content/service-content/whatsapp-marketing.ts';
import { content as webDesign } from '../../src/content/service-content/web-design.ts';
import { content as aiAutomation } from '../../src/content/service-content/ai-automation.ts';
import { content as businessAutomation } from '../../src/content/service-content/business-automation.ts';
import { content as marketingAutomation } from '../../src/content/service-content/marketing-automation.ts';
import { content as businessDevelopment } from '../../src/content/service-content/business-development.ts';

const bySlug: Record<string, ServiceContent> = {
  seo,
  ppc,
  'facebook-ads': facebookAds,
  'linkedin-ads': linkedinAds,
  'youtube-marketing': youtubeMarketing,
  'social-media': socialMedia,
  content,
  email,
  'whatsapp-marketing': whatsappMarketing,
  'web-design': webDesign,
  'ai-automation': aiAutomation,
  'business-automation': businessAutomation,
  'marketing-automation': marketingAutomation,
  'business-development': businessDevelopment,
};

/** The content of the core service with this slug. */
export function coreServiceContent(slug: string): ServiceContent {
  const content = bySlug[slug];
  if (!content)
    throw new Error(`No content for the core service ${slug} in core-service-content.ts`);
  return content;
}
