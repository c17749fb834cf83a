// The one order of a lead's fields, from which the forms' focus order and the export's columns come.
import { describe, expect, it } from 'vitest';
import { LEAD_FIELD_ORDER, leadFieldLabels, leadFieldsIn } from '../../../shared/leads/lead-fields';

describe('LEAD_FIELD_ORDER', () => {
  it('is the order in which the labels are written', () => {
    expect(LEAD_FIELD_ORDER).toEqual([
      'name',
      'email',
      'phone',
      'company',
      'website',
      'need',
      'services',
      'city',
      'budget',
      'subject',
      'message',
      'consent',
    ]);
    expect(LEAD_FIELD_ORDER).toEqual(Object.keys(leadFieldLabels));
  });
});

describe('leadFieldsIn', () => {
  it("gives a form's fields in the one order, whatever the order of its empty values", () => {
    expect(leadFieldsIn({ consent: false, city: '', need: '', phone: '', name: '' })).toEqual([
      'name',
      'phone',
      'need',
      'city',
      'consent',
    ]);
    expect(
      leadFieldsIn({ name: '', email: '', phone: '', subject: '', message: '', consent: false }),
    ).toEqual(['name', 'email', 'phone', 'subject', 'message', 'consent']);
  });

  it('leaves out keys that are not lead fields', () => {
    expect(leadFieldsIn({ name: '', website_url: '', idempotencyKey: '' })).toEqual(['name']);
  });
});
