// Checks the page's JSON-LD structured data: present, valid JSON, and declaring schema.org types.
import { finding, type CheckText, type Finding } from './findings';
import { plural } from '../../../lib/plural';
import type { PageMeasures } from './page-measures';

export const JSON_LD_CHECK: CheckText = {
  id: 'json-ld',
  category: 'structured-data',
  title: 'Structured data (JSON-LD)',
  why: 'Structured data tells Google exactly what the page describes (a LocalBusiness with address and opening hours, a Product with its ₹ price, an FAQ) and can earn rich results such as review stars and FAQs in search. A block with a single syntax error is ignored completely.',
  fix: 'Add a <script type="application/ld+json"> block with schema.org markup that matches the page (LocalBusiness, Organization, Product, Article, FAQPage) and "@context": "https://schema.org". Test it in Google\'s Rich Results Test; trailing commas and unescaped quotes are the usual errors.',
};

export function checkStructuredData(measures: PageMeasures): Finding[] {
  const { blocks, types, errors, missingContext } = measures.jsonLd;
  const typeList = types.length > 0 ? `Types: ${types.join(', ')}.` : 'No @type found.';
  if (blocks === 0)
    return [finding(JSON_LD_CHECK, 'warn', 'The page has no JSON-LD structured data.')];
  if (errors.length > 0)
    return [
      finding(
        JSON_LD_CHECK,
        'fail',
        `${errors.length} of ${plural(blocks, 'block')} cannot be read. ${errors.join(' ')} ${typeList}`,
      ),
    ];
  if (missingContext > 0 || types.length === 0) {
    const problem =
      missingContext > 0 ? `${plural(missingContext, 'block')} without "@context".` : '';
    return [finding(JSON_LD_CHECK, 'warn', `${problem} ${typeList}`.trim())];
  }
  return [finding(JSON_LD_CHECK, 'pass', `${plural(blocks, 'valid block')}. ${typeList}`)];
}
