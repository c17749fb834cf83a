import { describe, expect, it } from 'vitest';
import { places } from '../../../src/content/places';
import { services } from '../../../src/content/services';
import {
  contactFieldsSchema,
  leadSubmissionSchema,
  quoteFieldsSchema,
  toFieldErrors,
} from '../../../src/features/leads/lead-schema';
import {
  BUDGET_RANGES,
  budgetLabels,
  leadErrorMessages,
  leadFieldLabels,
  normaliseIndianPhone,
  normaliseWebsite,
} from '../../../src/features/leads/lead-fields';
import {
  cityOptions,
  resolveServiceSlug,
  serviceOptions,
} from '../../../src/features/leads/lead-options';
import * as leadOptionsData from 'virtual:lead-options';

const quote = {
  name: 'Arjun Mehta',
  email: 'arjun@mehtafoods.in',
  phone: '+91 98200 12345',
  company: 'Mehta Foods',
  website: '',
  services: ['seo'],
  city: 'mumbai',
  budget: '25k-50k',
  message: 'We sell packaged snacks across Maharashtra and want more distributor enquiries.',
  consent: true,
};

const errorsOf = (result: ReturnType<typeof quoteFieldsSchema.safeParse>) =>
  result.success ? {} : toFieldErrors(result.error);

describe('normaliseIndianPhone', () => {
  it.each([
    ['9820012345', '+919820012345'],
    ['+91 98200 12345', '+919820012345'],
    ['+91-98200-12345', '+919820012345'],
    ['098200 12345', '+919820012345'],
    ['91 9820012345', '+919820012345'],
    ['0091 98200 12345', '+919820012345'],
    ['(011) 2345 6789', '+911123456789'],
    ['+91 124 400 5500', '+911244005500'],
    ['0124-4005500', '+911244005500'],
    ['9123456789', '+919123456789'],
  ])('reads %s as %s', (input, expected) => {
    expect(normaliseIndianPhone(input)).toBe(expected);
  });

  it.each([
    ['98200 1234'],
    ['98200123456'],
    ['+1 415 555 0100'],
    ['0000000000'],
    ['98200-CALL-ME'],
    [''],
  ])('rejects %s', (input) => {
    expect(normaliseIndianPhone(input)).toBeUndefined();
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

describe('the quote fields', () => {
  it('accept a complete quote and normalise phone, website and services', () => {
    const result = quoteFieldsSchema.parse({
      ...quote,
      website: 'mehtafoods.in',
      services: ['ppc', 'seo', 'ppc'],
      name: '  Arjun Mehta  ',
    });
    expect(result).toMatchObject({
      name: 'Arjun Mehta',
      phone: '+919820012345',
      website: 'https://mehtafoods.in/',
      services: ['seo', 'ppc'],
    });
  });

  it('treat an empty optional website as not given', () => {
    expect(quoteFieldsSchema.parse(quote).website).toBeUndefined();
  });

  it('accept every service in the registry and map city-service slugs to their service', () => {
    expect(serviceOptions.map((option) => option.slug)).toEqual(
      services.map((service) => service.slug),
    );
    expect(resolveServiceSlug('web-development')).toBe('web-design');
    expect(resolveServiceSlug('seo/local')).toBe('seo/local');
    expect(resolveServiceSlug('astrology')).toBeUndefined();
    expect(resolveServiceSlug('constructor')).toBeUndefined();
    const result = quoteFieldsSchema.parse({
      ...quote,
      services: services.map((service) => service.slug),
    });
    expect(result.services).toHaveLength(services.length);
  });

  it('accept every place in the registry and "other" as the city', () => {
    expect(cityOptions.map((option) => option.slug).sort()).toEqual(
      [...places.map((place) => place.slug), 'other'].sort(),
    );
    expect(cityOptions.at(-1)).toEqual({ slug: 'other', name: 'Other city or town' });
    for (const { slug } of cityOptions)
      expect(quoteFieldsSchema.safeParse({ ...quote, city: slug }).success).toBe(true);
  });

  it('reach the browser as the same data (virtual:lead-options)', () => {
    expect(leadOptionsData.serviceOptions).toEqual(serviceOptions);
    expect(leadOptionsData.cityOptions).toEqual(cityOptions);
    expect(leadOptionsData.serviceAliases['web-development']).toBe('web-design');
  });

  it('label every budget range in rupees', () => {
    for (const range of BUDGET_RANGES) expect(budgetLabels[range]).toMatch(/₹|Not sure/);
  });

  it('report a friendly message for each wrong field', () => {
    const errors = errorsOf(
      quoteFieldsSchema.safeParse({
        ...quote,
        name: 'A',
        email: 'arjun@',
        phone: '12345',
        services: [],
        city: 'atlantis',
        budget: 'lots',
        message: 'Hi',
        consent: false,
      }),
    );
    expect(errors).toEqual({
      name: leadErrorMessages.name,
      email: leadErrorMessages.email,
      phone: leadErrorMessages.phone,
      services: leadErrorMessages.services,
      city: leadErrorMessages.city,
      budget: leadErrorMessages.budget,
      message: leadErrorMessages.message,
      consent: leadErrorMessages.consent,
    });
  });

  it('report an unknown service under the services field', () => {
    expect(
      errorsOf(quoteFieldsSchema.safeParse({ ...quote, services: ['seo', 'astrology'] })),
    ).toEqual({
      services: leadErrorMessages.services,
    });
  });

  it('limit the length of every text field', () => {
    const errors = errorsOf(
      quoteFieldsSchema.safeParse({
        ...quote,
        company: 'x'.repeat(121),
        message: 'y'.repeat(3001),
      }),
    );
    expect(errors.company).toMatch(/under 120 characters/);
    expect(errors.message).toMatch(/under 3,000 characters/);
  });

  it('keep line breaks in the message but refuse control characters in one-line fields', () => {
    expect(
      quoteFieldsSchema.safeParse({ ...quote, message: 'Line one\nLine two\tand a tab' }).success,
    ).toBe(true);
    expect(errorsOf(quoteFieldsSchema.safeParse({ ...quote, name: 'Arjun\nMehta' }))).toEqual({
      name: leadErrorMessages.controlCharacters,
    });
  });
});

describe('the contact fields', () => {
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
      '+918041234567',
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
  });
});
