import { describe, expect, it } from 'vitest';
import { apiErrorCodeList, apiErrorCodes, apiErrorCodeSchema } from './api-error';

describe('the error-code catalogue', () => {
  it('names each code in SCREAMING_SNAKE with an error status and a meaning', () => {
    for (const [code, { status, about }] of Object.entries(apiErrorCodes)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/);
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(about, code).not.toBe('');
    }
  });

  it('reads a code it lists and refuses one it does not', () => {
    expect(apiErrorCodeList).toContain('INVALID_INPUT');
    expect(apiErrorCodeSchema.parse('CAMPAIGN_NOT_FOUND')).toBe('CAMPAIGN_NOT_FOUND');
    expect(apiErrorCodeSchema.safeParse('campaign_not_found').success).toBe(false);
  });
});
