import { describe, expect, it } from 'vitest';
import {
  DuplicateFieldError,
  MalformedFormError,
  parseLeadForm,
} from '../../../server/leads/lead-form-parser';
import { ForbiddenKeyError } from '../../../server/leads/lead-json-parser';

describe('parseLeadForm', () => {
  it('reads a form as a browser sends it: lists, ticked boxes, + and escapes', () => {
    expect(
      parseLeadForm(
        'kind=quote&name=Asha+Verma&phone=%2B44+20+7946+0958&services=seo&services=ppc&consent=on&msg=%E0%A4%A8%E0%A4%AE%E0%A4%B8%E0%A5%8D%E0%A4%A4%E0%A5%87',
      ),
    ).toEqual({
      kind: 'quote',
      name: 'Asha Verma',
      phone: '+44 20 7946 0958',
      services: ['seo', 'ppc'],
      consent: true,
      msg: 'नमस्ते',
    });
    expect(parseLeadForm('services=seo')).toEqual({ services: ['seo'] });
    expect(parseLeadForm('')).toEqual({});
    expect(parseLeadForm('a=&b')).toEqual({ a: '', b: '' });
  });

  it.each([
    '__proto__=1',
    'constructor=1',
    'name=A&__proto__%5Bx%5D=1'.replace('%5Bx%5D', ''),
    '%5F_proto__=1',
  ])('refuses a prototype key in %s', (body) => {
    expect(() => parseLeadForm(body)).toThrow(ForbiddenKeyError);
    expect(Object.prototype).not.toHaveProperty('x');
  });

  it('refuses a field that holds one value sent twice', () => {
    expect(() => parseLeadForm('name=A&name=B')).toThrow(DuplicateFieldError);
  });

  it.each([
    ['a bad escape', 'name=%E0%A4'],
    ['an escaped byte that is not UTF-8', 'name=%FF'],
    ['an escaped lone surrogate', 'name=%ED%A0%80'],
    ['a raw non-ASCII character', 'name=\u00e9'],
    ['a raw replacement character', 'name=\ufffd'],
    ['a raw line break', 'name=a\nb'],
    ['too many fields', Array.from({ length: 101 }, (_, i) => `f${i}=1`).join('&')],
  ])('refuses %s', (_label, body) => {
    expect(() => parseLeadForm(body)).toThrow(MalformedFormError);
  });

  it('reads a 16 KB field without trouble', () => {
    expect(parseLeadForm(`message=${'x'.repeat(16_000)}`).message).toHaveLength(16_000);
  });
});
