import { describe, expect, it } from 'vitest';
import { places } from '../../../src/content/places';
import { services } from '../../../src/content/services';
import {
  contactFieldsSchema,
  leadSubmissionSchema,
  quoteDetailsSchema,
  quoteFieldsSchema,
  toFieldErrors,
} from '../../../shared/leads/lead-schema';
import {
  BUDGET_RANGES,
  budgetLabels,
  leadErrorMessages,
  leadFieldLabels,
  compactPhone,
  normaliseWebsite,
} from '../../../shared/leads/lead-fields';
import {
  cityOptions,
  resolveServiceSlug,
  serviceGroups,
  serviceNeeds,
  serviceOptions,
} from '../../../shared/leads/lead-options';
import * as leadOptionsData from 'virtual:reachmark/lead-options';
import * as serviceGroupsData from 'virtual:reachmark/lead-service-groups';

const quote = {
  name: 'Arjun Mehta',
  phone: '+91 98200 12345',
  need: 'seo',
  city: 'mumbai',
  consent: true,
};

const details = {
  company: 'Mehta Foods',
  email: 'arjun@mehtafoods.in',
  website: '',
  services: ['seo'],
  budget: '25k-50k',
  message: 'We sell packaged snacks across Maharashtra and want more distributor enquiries.',
};

const errorsOf = (result: ReturnType<typeof quoteFieldsSchema.safeParse>) =>
  result.success ? {} : toFieldErrors(result.error);

describe('compactPhone, the browser light check', () => {
  it.each([
    ['9820012345', '9820012345'],
    ['+91 98200 12345', '+919820012345'],
    ['(011) 2345 6789', '01123456789'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['0044 20 7946 0958', '00442079460958'],
  ])('reads %s as %s', (input, expected) => {
    expect(compactPhone(input)).toBe(expected);
  });

  it.each([['12345'], ['+1234567890123456'], ['98200-CALL-ME'], ['']])('rejects %s', (input) => {
    expect(compactPhone(input)).toBeUndefined();
  });
});

describe('normaliseWebsite', () => {
  it('adds https:// to a bare domain and keeps paths', () => {
    expect(normaliseWebsite('mehtafoods.in')).toBe('https://mehtafoods.in/');
    expect(normaliseWebsite('http://www.example.co.in/shop')).toBe('http://www.example.co.in/shop');
  });

  it.each([
    ['javascript:alert(1)'],
    ['mailto:a@b.in'],
    ['localhost'],
    ['not a site'],
    ['ftp://files.example.in'],
  ])('rejects %s', (input) => {
    expect(normaliseWebsite(input)).toBeUndefined();
  });
});

describe('the quote first step', () => {
  it('asks at most five things, consent included', () => {
    expect(Object.keys(quoteFieldsSchema.shape)).toEqual([
      'name',
      'phone',
      'need',
      'city',
      'consent',
    ]);
  });

  it('accepts a first step, trimming the name and compacting the phone', () => {
    expect(quoteFieldsSchema.parse({ ...quote, name: '  Arjun Mehta  ' })).toEqual({
      ...quote,
      phone: '+919820012345',
    });
  });

  it('suggest every place in the registry, each a city the field accepts', () => {
    expect(cityOptions.map((option) => option.slug).sort()).toEqual(
      places.map((place) => place.slug).sort(),
    );
    expect(cityOptions.map((option) => option.name)).toContain(
      'Maharashtra (anywhere in the state)',
    );
    for (const { name } of cityOptions)
      expect(quoteFieldsSchema.parse({ ...quote, city: name }).city).toBe(name);
  });

  it.each([
    ['Nagpur', 'Nagpur'],
    ['  Navi   Mumbai ', 'Navi Mumbai'],
    ['Thiruvananthapuram', 'Thiruvananthapuram'],
    ['नागपुर', 'नागपुर'],
    ['திருநெல்வேலி', 'திருநெல்வேலி'],
    ['Hubli-Dharwad, Karnataka', 'Hubli-Dharwad, Karnataka'],
    ['North 24 Parganas', 'North 24 Parganas'],
    ['Daman\tand\nDiu', 'Daman and Diu'],
    ['Coochbehar (Cooch Behar)', 'Coochbehar (Cooch Behar)'],
    ['St. Thomas’ Mount', 'St. Thomas’ Mount'],
  ])('store a typed city as typed, its spaces collapsed: %j', (typed, stored) => {
    expect(quoteFieldsSchema.parse({ ...quote, city: typed }).city).toBe(stored);
  });

  it.each([
    ['', leadErrorMessages.city],
    ['   ', leadErrorMessages.city],
    ['N', leadErrorMessages.city],
    ['440010', leadErrorMessages.city],
    ['<b>Nagpur</b>', leadErrorMessages.city],
    ['<script>alert(1)</script>', leadErrorMessages.city],
    ['Nagpur"onfocus="x', leadErrorMessages.city],
    ['https://spam.example', leadErrorMessages.city],
    ['=HYPERLINK("x")', leadErrorMessages.city],
    ['- Nagpur', leadErrorMessages.city],
    ['Nagpur\u202E', leadErrorMessages.city],
    ['N'.repeat(81), 'Please keep this under 80 characters.'],
  ])('refuse %j as a city', (typed, message) => {
    expect(errorsOf(quoteFieldsSchema.safeParse({ ...quote, city: typed }))).toEqual({
      city: message,
    });
  });

  it('still accept the slugs the city field sent when it was a choice', () => {
    for (const slug of [...places.map((place) => place.slug), 'other'])
      expect(quoteFieldsSchema.parse({ ...quote, city: slug }).city).toBe(slug);
  });

  it('report a friendly message for each wrong field', () => {
    const errors = errorsOf(
      quoteFieldsSchema.safeParse({
        name: 'A',
        phone: '12345',
        need: 'everything',
        city: '12',
        consent: false,
      }),
    );
    expect(errors).toEqual({
      name: leadErrorMessages.name,
      phone: leadErrorMessages.phone,
      need: leadErrorMessages.need,
      city: leadErrorMessages.city,
      consent: leadErrorMessages.consent,
    });
  });

  it('refuse control characters in one-line fields', () => {
    expect(errorsOf(quoteFieldsSchema.safeParse({ ...quote, name: 'Arjun\nMehta' }))).toEqual({
      name: leadErrorMessages.controlCharacters,
    });
  });

  it('reach the browser as the same data (virtual:reachmark/lead-options, lead-service-groups)', () => {
    expect(serviceGroupsData.serviceGroups).toEqual(serviceGroups);
    expect(leadOptionsData.cityOptions).toEqual(cityOptions);
    expect(leadOptionsData.serviceNeeds).toEqual(serviceNeeds);
    expect(leadOptionsData.serviceAliases['web-development']).toBe('web-design');
  });

  it('pre-select a need for every service a link can name', () => {
    for (const { slug } of serviceOptions) expect(serviceNeeds[slug]).toBeDefined();
    expect(serviceNeeds['healthcare-seo']).toBe('seo');
    expect(serviceNeeds['facebook-ads']).toBe('ads');
  });
});

describe('the quote second step', () => {
  it('accepts details, normalising website and services', () => {
    const result = quoteDetailsSchema.parse({
      ...details,
      website: 'mehtafoods.in',
      services: ['ppc', 'seo', 'ppc'],
    });
    expect(result).toMatchObject({
      website: 'https://mehtafoods.in/',
      services: ['seo', 'ppc'],
      budget: '25k-50k',
    });
  });

  it('leaves out what was not given, and refuses an empty step', () => {
    expect(quoteDetailsSchema.parse({ company: 'Mehta Foods', website: '', budget: '' })).toEqual({
      company: 'Mehta Foods',
    });
    expect(quoteDetailsSchema.safeParse({ services: [], message: '  ' }).success).toBe(false);
  });

  it('offer each grouped service once, each an existing service, and map link slugs', () => {
    const slugs = serviceGroups.flatMap((group) => group.options.map((option) => option.slug));
    expect(new Set(slugs).size).toBe(slugs.length);
    const labels = serviceGroups.flatMap((group) => group.options.map((option) => option.name));
    expect(new Set(labels).size).toBe(labels.length);
    for (const slug of slugs) expect(services.some((service) => service.slug === slug)).toBe(true);
    expect(resolveServiceSlug('web-development')).toBe('web-design');
    expect(resolveServiceSlug('constructor')).toBeUndefined();
  });

  it('label every budget range in rupees', () => {
    for (const range of BUDGET_RANGES) expect(budgetLabels[range]).toMatch(/₹|Not sure/);
  });

  it('report wrong fields, an unknown service and over-long text', () => {
    const errors = errorsOf(
      quoteDetailsSchema.safeParse({
        email: 'arjun@',
        services: ['seo', 'astrology'],
        budget: 'lots',
        company: 'x'.repeat(121),
        message: 'y'.repeat(3001),
      }) as unknown as ReturnType<typeof quoteFieldsSchema.safeParse>,
    );
    expect(errors.email).toBe(leadErrorMessages.email);
    expect(errors.services).toBe(leadErrorMessages.services);
    expect(errors.budget).toBe(leadErrorMessages.budget);
    expect(errors.company).toMatch(/under 120 characters/);
    expect(errors.message).toMatch(/under 3,000 characters/);
  });
});

describe('the contact fields', () => {
  it('need a name, one way to reply, a message and consent; the subject is optional', () => {
    const contact = {
      name: 'Sana Khan',
      message: 'Do you hire remote SEO writers?',
      consent: true,
    };
    expect(errorsOf(contactFieldsSchema.safeParse(contact) as never)).toEqual({
      email: leadErrorMessages.reply,
    });
    expect(contactFieldsSchema.safeParse({ ...contact, phone: '+44 20 7946 0958' }).success).toBe(
      true,
    );
    expect(
      contactFieldsSchema.parse({ ...contact, email: 'sana@example.in', subject: '' }),
    ).toEqual({
      ...contact,
      email: 'sana@example.in',
    });
  });

  it('make the phone optional but check it when given', () => {
    const contact = {
      name: 'Sana Khan',
      email: 'sana@example.in',
      subject: 'Careers',
      message: 'Do you hire remote SEO writers?',
      consent: true,
    };
    expect(contactFieldsSchema.parse({ ...contact, phone: '' }).phone).toBeUndefined();
    expect(contactFieldsSchema.parse(contact).phone).toBeUndefined();
    expect(contactFieldsSchema.parse({ ...contact, phone: '080 4123 4567' }).phone).toBe(
      '08041234567',
    );
    expect(contactFieldsSchema.safeParse({ ...contact, phone: '4123' }).success).toBe(false);
  });
});

describe('a whole submission', () => {
  const envelope = {
    idempotencyKey: '0b6f8a52-61d5-4c56-9d0c-2b6f0b7e9a10',
    startedAt: 1_767_225_600_000,
  };

  it('is told apart by kind', () => {
    const result = leadSubmissionSchema.parse({ kind: 'quote', ...envelope, ...quote });
    expect(result.kind).toBe('quote');
  });

  it('reports a missing or unknown kind, a bad key and a bad start time under "form"', () => {
    for (const body of [
      { ...quote },
      { kind: 'job', ...envelope },
      { kind: 'quote', ...quote, idempotencyKey: 'abc', startedAt: 1 },
    ]) {
      const result = leadSubmissionSchema.safeParse(body);
      expect(result.success).toBe(false);
      if (!result.success) expect(toFieldErrors(result.error).form).toBe(leadErrorMessages.form);
    }
  });

  it('has a label for every field it can report', () => {
    for (const key of Object.keys(quoteFieldsSchema.shape))
      expect(leadFieldLabels).toHaveProperty(key);
    for (const key of Object.keys(contactFieldsSchema.shape))
      expect(leadFieldLabels).toHaveProperty(key);
    for (const key of Object.keys(quoteDetailsSchema.in.shape))
      expect(leadFieldLabels).toHaveProperty(key);
  });
});
