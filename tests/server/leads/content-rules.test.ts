import { describe, expect, it } from 'vitest';
import {
  MAX_MESSAGE_LINKS,
  contentRuleErrors,
  contentRuleMessages,
} from '../../../server/leads/content-rules';

const enquiry = {
  name: 'Asha Verma',
  company: 'Verma Exports',
  subject: 'SEO for our export site',
  message: 'We sell brass handicrafts from Moradabad and want buyers from the UK to find us.',
  phone: '+919876543210',
};

describe('contentRuleErrors', () => {
  it('passes an ordinary enquiry, in English, Hindi or Hinglish', () => {
    expect(contentRuleErrors(enquiry)).toBeUndefined();
    expect(
      contentRuleErrors({
        ...enquiry,
        message: 'हमें अपनी दुकान के लिए वेबसाइट चाहिए, kitna kharcha hoga?',
      }),
    ).toBeUndefined();
  });

  it('passes what SEO clients write: a few web addresses, a domain as company, code words', () => {
    const message = [
      'Our site is https://www.vermaexports.in and we trail www.brassindia.com',
      'and https://moradabadcrafts.com/catalogue. It shows javascript: errors on phones,',
      'and we get < 5 leads a month, online = 2. Is <b>bold</b> text bad for SEO?',
    ].join(' ');
    expect(MAX_MESSAGE_LINKS).toBe(3);
    expect(
      contentRuleErrors({ ...enquiry, company: 'www.vermaexports.in', message }),
    ).toBeUndefined();
  });

  it('refuses more web addresses in a message than a real enquiry needs', () => {
    const links = Array.from({ length: 4 }, (_, i) => `https://shop${i}.example.com/deal`);
    expect(contentRuleErrors({ ...enquiry, message: `Cheap offers: ${links.join(' ')}` })).toEqual({
      message: contentRuleMessages.tooManyLinks,
    });
  });

  it('refuses a web address in the name field', () => {
    expect(contentRuleErrors({ ...enquiry, name: 'Best SEO http://spam.example' })).toEqual({
      name: contentRuleMessages.linkInName,
    });
    expect(contentRuleErrors({ ...enquiry, name: 'www.cheap-links.example' })).toEqual({
      name: contentRuleMessages.linkInName,
    });
  });

  it('refuses script tags, frames, event handlers and javascript: addresses in any text field', () => {
    for (const code of [
      '<script>alert(1)</script>',
      '<SCRIPT src=//x.example/a.js>',
      '<iframe src="https://x.example">',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">click</a>',
    ]) {
      expect(contentRuleErrors({ ...enquiry, subject: code })).toEqual({
        subject: contentRuleMessages.code,
      });
    }
  });

  it('refuses links written as HTML or BBCode, as forum spam is', () => {
    expect(
      contentRuleErrors({ ...enquiry, message: 'Visit <a href="https://x.example">our shop</a>' }),
    ).toEqual({ message: contentRuleMessages.linkMarkup });
    expect(
      contentRuleErrors({ ...enquiry, company: '[url=https://x.example]Cheap pills[/url]' }),
    ).toEqual({ company: contentRuleMessages.linkMarkup });
  });

  it('refuses the known words of pharmacy and adult spam, as whole words only', () => {
    expect(contentRuleErrors({ ...enquiry, message: 'Buy VIAGRA and Cialis online now' })).toEqual({
      message: contentRuleMessages.spamWords,
    });
    expect(
      contentRuleErrors({ ...enquiry, message: 'We run escort services for tourist coaches' }),
    ).toEqual({ message: contentRuleMessages.spamWords });
    expect(
      contentRuleErrors({ ...enquiry, message: 'A specialist clinic that exports porcelain' }),
    ).toBeUndefined();
  });

  it('names every field that breaks a rule, and ignores fields it does not read', () => {
    expect(
      contentRuleErrors({
        name: 'http://spam.example',
        message: '<script>x</script>',
        email: 'http://not-read.example',
        services: ['<script>'],
      }),
    ).toEqual({ name: contentRuleMessages.linkInName, message: contentRuleMessages.code });
  });
});
