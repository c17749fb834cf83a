// A market page's lead is its opening paragraph's first sentence: split after a full stop, question
// or exclamation mark that ends a sentence, not after an abbreviation or an initial; every market
// page's content gives a lead and keeps every word between the lead and the rest.
import { describe, expect, it } from 'vitest';
import { splitLead } from '../../../src/components/content/lead-sentence';
import { content as delhi } from '../../../src/content/city-services/delhi';

describe('splitLead', () => {
  it('splits after the first sentence', () => {
    expect(splitLead('Pune is growing. It has two halves! Really?')).toEqual({
      lead: 'Pune is growing.',
      rest: 'It has two halves! Really?',
    });
  });

  it('does not split after an abbreviation, an initial or inside a number', () => {
    expect(splitLead('Clinics, e.g. Apollo, search. Then call.').lead).toBe(
      'Clinics, e.g. Apollo, search.',
    );
    expect(splitLead('Dr. Rao and J. Shah advise. We listen.').lead).toBe(
      'Dr. Rao and J. Shah advise.',
    );
    expect(splitLead('Costs rose 2.5 times in 2024. Then fell.').lead).toBe(
      'Costs rose 2.5 times in 2024.',
    );
  });

  it('keeps a closing quote with its sentence, and a one-sentence paragraph whole', () => {
    expect(splitLead('They asked “why?” Then they bought.')).toEqual({
      lead: 'They asked “why?”',
      rest: 'Then they bought.',
    });
    expect(splitLead('One sentence.')).toEqual({ lead: 'One sentence.', rest: '' });
    expect(splitLead()).toEqual({ lead: '', rest: '' });
  });

  it('loses no word of a city-service intro', () => {
    for (const block of Object.values(delhi.services)) {
      const { lead, rest } = splitLead(block.intro);
      expect(lead.length).toBeGreaterThan(20);
      expect(`${lead} ${rest}`.trim()).toBe(block.intro);
    }
  });
});
