import { describe, expect, it } from 'vitest';
import { maskedPhone } from './audit';

describe('maskedPhone', () => {
  it.each([
    ['+19165550177', '+1 *** *** 0177'],
    ['+442071838750', '+ *** *** 8750'],
    ['12', '***'],
  ])('shows %s as %s: enough to tell numbers apart, not to text one', (phone, shown) => {
    expect(maskedPhone(phone)).toBe(shown);
  });
});
