import { describe, expect, it } from 'vitest';
import { campaignMessages } from './campaign';
import { earliestStartDate, firstSendingDate, planSchedule, startDateProblem, zonedDateHour } from './schedule-plan';

// Tuesday 1 December 2099, 8:30 PM and 9:30 PM Pacific (UTC-8).
const evening = new Date('2099-12-02T04:30:00Z');
const lateNight = new Date('2099-12-02T05:30:00Z');

describe('the start date', () => {
  it('refuses yesterday everywhere and accepts today wherever the sender is', () => {
    expect(zonedDateHour(evening)).toEqual({ date: '2099-12-01', hour: 20 });
    expect(earliestStartDate(evening)).toBe('2099-12-01');
    expect(startDateProblem('2099-11-30', evening)).toBe(campaignMessages.startInPast);
    expect(startDateProblem('2099-12-01', evening)).toBeNull();
    expect(startDateProblem('2099-12-02', evening)).toBeNull();
    // Not a date: the timeline schema says so, not this check.
    expect(startDateProblem('', evening)).toBeNull();
  });
});

describe('the plan line', () => {
  const plan = { contacts: 1000, messagesPerDay: 300, daysOfWeek: 'Tue,Thurs', endDate: '2099-12-31' };

  it('starts today while the allowed hours last, tomorrow after 9 PM Pacific', () => {
    expect(firstSendingDate('2099-12-01', evening)).toBe('2099-12-01');
    expect(firstSendingDate('2099-12-01', lateNight)).toBe('2099-12-02');
    expect(firstSendingDate('2099-12-05', lateNight)).toBe('2099-12-05');
  });

  it('counts only the chosen weekdays from the first day with allowed hours left', () => {
    // 4 sending days on Tue/Thu from Tue 1 Dec: 1, 3, 8, 10.
    expect(planSchedule({ ...plan, startDate: '2099-12-01', now: evening })).toMatchObject({
      firstDate: '2099-12-01',
      sendingDays: 4,
      finishDate: '2099-12-10',
      fits: true,
    });
    // After 9 PM the Tuesday is over: Thu 3, Tue 8, Thu 10, Tue 15.
    expect(planSchedule({ ...plan, startDate: '2099-12-01', now: lateNight })).toMatchObject({
      firstDate: '2099-12-02',
      finishDate: '2099-12-15',
    });
    // An end date the days do not reach: it does not fit.
    expect(planSchedule({ ...plan, startDate: '2099-12-01', endDate: '2099-12-04', now: lateNight })).toMatchObject({
      availableDays: 1,
      fits: false,
    });
  });
});
