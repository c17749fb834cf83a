// The User-Agent every fetch the SEO tools make sends: it names the site and links to the page
// that explains what the tools fetch and why, so a site owner reading their logs can find out.
import { SITE_URL } from '../../shared/site';
import { TOOLS_PRODUCT_TOKEN } from '../../shared/tools-api-contract';

/** The tools hub section explaining the fetcher (src/pages/tools-hub-page.tsx, id "address-checks"). */
export const FETCHER_INFO_URL = `${SITE_URL}/tools/seo-tools#address-checks`;

export const TOOLS_USER_AGENT = `${TOOLS_PRODUCT_TOKEN}/1.0 (+${FETCHER_INFO_URL})`;

/** The product token robots.txt rules are matched against ("User-agent: <name>-SEO-Tools"). */
export const ROBOTS_AGENT = TOOLS_USER_AGENT.split('/')[0] as string;
