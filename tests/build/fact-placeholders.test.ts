import { describe, expect, it } from 'vitest';
import { brandFacts } from '../../shared/facts/brand-facts';
import { fillFactPlaceholders, placeholderValues } from '../../build/fact-placeholders';

const otherAgency = {
  ...brandFacts,
  brand: { ...brandFacts.brand, name: 'Kestrel Growth', legalName: 'Kestrel Growth LLP' },
  office: { ...brandFacts.office, street: '12 MG Road', locality: 'Pune', postalCode: '411001' },
  contact: { ...brandFacts.contact, email: 'team@kestrel.example' },
};

describe('fact placeholders in Markdown', () => {
  it('fill each placeholder from the facts, spaces inside the braces allowed', () => {
    const values = placeholderValues(otherAgency);
    expect(
      fillFactPlaceholders(
        'Run by {{brand.legalName}}, {{ office.address }}. Write to {{contact.email}}.',
        values,
      ),
    ).toBe(
      'Run by Kestrel Growth LLP, 12 MG Road, Pune, Haryana 411001, India. Write to team@kestrel.example.',
    );
  });

  it('leave text without placeholders as it is', () => {
    expect(fillFactPlaceholders('Use {braces} and {{ as text', placeholderValues())).toBe(
      'Use {braces} and {{ as text',
    );
  });

  it('fail on an unknown placeholder, naming it and the known ones', () => {
    expect(() => fillFactPlaceholders('Hello {{brand.slogan}}')).toThrow(
      /Unknown placeholder \{\{brand\.slogan\}\}; known: \{\{brand\.name\}\}/,
    );
  });
});
