import fc from 'fast-check';
import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';
import { forecastSchedule, parseMessagesPerDay, weekdayNumbers } from './campaign';
import { csvLine, detectColumn, guessMapping, neutraliseCsvCell, parseMoneyCents } from './contacts';
import { countSegments, normaliseGsm, renderTemplate } from './templates';

describe('segments', () => {
  it('counts like Twilio’s own calculator, GSM-7 and UCS-2, single and multi-part', () => {
    const alphabet = fc.constantFrom(...'abcXYZ 0123.,!?@£€{}[]~^|\\\n'.split(''), 'é', 'ñ', '’', 'ç', '😀', '中');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 400 }), (chars) => {
        const text = chars.join('');
        const twilio = new SegmentedMessage(text);
        const ours = countSegments(text);
        expect(ours.encoding).toBe(twilio.encodingName);
        expect(ours.segments).toBe(text === '' ? 0 : twilio.segmentsCount);
      }),
      { numRuns: 300 },
    );
  });

  it('turns look-alikes into GSM-7 so a pasted curly quote does not halve the message', () => {
    const pasted = 'It’s time – rates dropped… “today”';
    expect(countSegments(pasted).encoding).toBe('UCS-2');
    expect(normaliseGsm(pasted)).toBe('It\'s time - rates dropped... "today"');
    expect(countSegments(normaliseGsm(pasted)).encoding).toBe('GSM-7');
  });
});

describe('templates', () => {
  it('fills placeholders, folds the gap of an empty one, and appends the link when the template has none', () => {
    expect(
      renderTemplate('Hi {{firstName}}, call {{agentFirstName}}.', {
        firstName: 'Ada',
        agentFirstName: 'Leo',
        shortLink: 'https://r.co/l/abc',
      }),
    ).toBe('Hi Ada, call Leo. https://r.co/l/abc');
    expect(renderTemplate('Hi {{firstName}}, see {{shortLink}} now', { shortLink: 'https://r.co/l/abc' })).toBe(
      'Hi, see https://r.co/l/abc now',
    );
  });
});

describe('lead files', () => {
  it('detects CRM header spellings', () => {
    expect(
      ['Mobile', 'Cell Phone', 'phone_number', 'Zipcode', 'Postal Code', 'First', 'First Name', 'LAST_NAME'].map(
        detectColumn,
      ),
    ).toEqual(['phoneNumber', 'phoneNumber', 'phoneNumber', 'zip', 'zip', 'firstName', 'firstName', 'lastName']);
    expect(guessMapping(['Mobile', 'Cell', 'Notes'])).toEqual([
      { supportedColumn: 'phoneNumber', column: 'Mobile', index: 0 },
    ]);
  });

  it('neutralises formula cells in every CSV written, quoting where needed', () => {
    expect(['=HYPERLINK("x")', '+1 916', '-5', '@SUM(A1)', 'plain'].map(neutraliseCsvCell)).toEqual([
      '\'=HYPERLINK("x")',
      "'+1 916",
      "'-5",
      "'@SUM(A1)",
      'plain',
    ]);
    expect(csvLine(['a,b', '=1+1', 'say "hi"', null])).toBe('"a,b",\'=1+1,"say ""hi""",');
  });

  it('reads money with $ and thousands separators, as cents', () => {
    expect(['$350,000', '350000', ' $1,200.5 ', '1,234,567.89', 'abc', '12,34'].map(parseMoneyCents)).toEqual([
      35_000_000,
      35_000_000,
      120_050,
      123_456_789,
      undefined,
      undefined,
    ]);
  });
});

describe('timeline', () => {
  it('parses texts per day as an integer, anything else 0', () => {
    expect(['150', ' 1,000 ', 'abc', '', '12.5'].map(parseMessagesPerDay)).toEqual([150, 1000, 0, 0, 0]);
  });

  it('stores weekdays with the spec’s names and forecasts the finish day', () => {
    expect(weekdayNumbers('Mon,Thurs,Sat')).toEqual([1, 4, 6]);
    // 1,000 contacts at 300 a day on Mon/Wed/Fri from Monday 2 March 2099: 4 sending days, Mon 2 -> Mon 9.
    expect(
      forecastSchedule({
        contacts: 1000,
        messagesPerDay: 300,
        daysOfWeek: 'Mon,Wed,Fri',
        startDate: '2099-03-02',
        endDate: '2099-03-31',
      }),
    ).toMatchObject({ sendingDays: 4, finishDate: '2099-03-09', fits: true });
    expect(
      forecastSchedule({
        contacts: 1000,
        messagesPerDay: 300,
        daysOfWeek: 'Mon,Wed,Fri',
        startDate: '2099-03-02',
        endDate: '2099-03-06',
      }),
    ).toMatchObject({ fits: false, availableDays: 3 });
  });
});
