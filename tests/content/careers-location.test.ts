// A job's location names the office's city from the business facts, so a build for an agency
// elsewhere lists its own city (tests/build/fixture-facts-production-build.test.ts builds one).
import { describe, expect, it } from 'vitest';
import { careers, roleLocation } from '../../src/content/company/careers';
import { businessFacts } from '../../shared/facts/business-facts';

const city = businessFacts.office.locality;

describe('a job’s location', () => {
  it('names the office’s city for on-site and hybrid roles', () => {
    expect(roleLocation({ workplace: 'office' })).toBe(`${city} (on site)`);
    expect(roleLocation({ workplace: 'hybrid' })).toBe(`${city} (hybrid)`);
  });

  it('says remote roles work from anywhere in India', () => {
    expect(roleLocation({ workplace: 'remote' })).toBe('Remote (India)');
  });

  it('is written as a kind of workplace in the content, never as a city', () => {
    for (const role of careers.roles)
      expect(['office', 'hybrid', 'remote']).toContain(role.workplace);
  });
});
