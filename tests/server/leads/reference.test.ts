import { describe, expect, it } from 'vitest';
import { LEAD_REFERENCE_PATTERN } from '../../../shared/leads/lead-api-contract';
import {
  createDecoyReference,
  createReference,
  isGenuineReference,
} from '../../../server/leads/reference';

describe('lead references', () => {
  it('carry the year in India, which turns five and a half hours before UTC', () => {
    expect(createReference(new Date('2026-12-31T18:29:59Z'))).toMatch(/^RM-2026-/);
    expect(createReference(new Date('2026-12-31T18:30:00Z'))).toMatch(/^RM-2027-/);
  });

  it('use only unambiguous characters and pass their own check', () => {
    for (let i = 0; i < 500; i += 1) {
      const reference = createReference();
      expect(reference).toMatch(LEAD_REFERENCE_PATTERN);
      expect(reference.slice('RM-2026-'.length)).not.toMatch(/[01IOL]/);
      expect(isGenuineReference(reference)).toBe(true);
    }
  });

  it('are told apart from decoys, which look the same', () => {
    for (let i = 0; i < 500; i += 1) {
      const decoy = createDecoyReference();
      expect(decoy).toMatch(LEAD_REFERENCE_PATTERN);
      expect(isGenuineReference(decoy)).toBe(false);
    }
  });

  it('catch a single mistyped character and a swap of neighbours', () => {
    const reference = createReference();
    const body = reference.slice(8);
    const replaced = body[0] === 'A' ? 'B' : 'A';
    expect(isGenuineReference(`${reference.slice(0, 8)}${replaced}${body.slice(1)}`)).toBe(false);
    if (body[1] !== body[2]) {
      expect(
        isGenuineReference(`${reference.slice(0, 9)}${body[2]}${body[1]}${body.slice(3)}`),
      ).toBe(false);
    }
  });

  it('accept a reference read back in lower case with spaces around it', () => {
    const reference = createReference();
    expect(isGenuineReference(` ${reference.toLowerCase()} `)).toBe(true);
  });
});
