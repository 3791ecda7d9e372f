import { describe, expect, it } from 'vitest';
import { addDays, currentStage, daysBetween, isCalendarDay, seasonSowing, stageDates, type StageDays } from '../../src/shared/crop-calendar.ts';

// A wheat-like crop of 145 days (docs/decisions/0054): sowing 0-7, ..., harvest 126-145.
const WHEAT: StageDays[] = [
  { stage: 'sowing', fromDay: 0, toDay: 7 },
  { stage: 'vegetative', fromDay: 8, toDay: 75 },
  { stage: 'flowering', fromDay: 76, toDay: 95 },
  { stage: 'fruiting', fromDay: 96, toDay: 125 },
  { stage: 'harvest', fromDay: 126, toDay: 145 },
];
const NOVEMBER = { from: '11-01', to: '11-20' };

describe('crop calendar arithmetic', () => {
  it('counts calendar days across months, years and leap days', () => {
    expect(addDays('2026-11-20', 145)).toBe('2027-04-14');
    expect(addDays('2027-11-20', 145)).toBe('2028-04-13'); // 29 February 2028 counted
    expect(daysBetween('2025-11-10', '2026-07-20')).toBe(252);
    expect(daysBetween('2026-07-20', '2026-07-19')).toBe(-1);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-7-1')).toBe(false);
  });

  it('plans for this year\'s season while its crop can be in the field, then the next one', () => {
    // Before and during sowing, and until the latest-sown crop's harvest ends (20 Nov + 145 days = 14 April).
    expect(seasonSowing(NOVEMBER, WHEAT, '2026-07-20')).toEqual({ from: '2026-11-01', to: '2026-11-20' });
    expect(seasonSowing(NOVEMBER, WHEAT, '2026-11-29')).toEqual({ from: '2026-11-01', to: '2026-11-20' });
    expect(seasonSowing(NOVEMBER, WHEAT, '2027-04-14')).toEqual({ from: '2026-11-01', to: '2026-11-20' });
    expect(seasonSowing(NOVEMBER, WHEAT, '2027-04-15')).toEqual({ from: '2027-11-01', to: '2027-11-20' });
  });

  it('gives each stage its first day from the first sowing day and its last day from the last', () => {
    expect(stageDates(WHEAT, '2026-11-01', '2026-11-20').map((s) => [s.stage, s.from, s.to])).toEqual([
      ['sowing', '2026-11-01', '2026-11-27'],
      ['vegetative', '2026-11-09', '2027-02-03'],
      ['flowering', '2027-01-16', '2027-02-23'],
      ['fruiting', '2027-02-05', '2027-03-25'],
      ['harvest', '2027-03-07', '2027-04-14'],
    ]);
    // One sowing day: the stages follow each other day by day.
    expect(stageDates(WHEAT, '2026-11-10').slice(0, 2)).toEqual([
      { stage: 'sowing', from: '2026-11-10', to: '2026-11-17' },
      { stage: 'vegetative', from: '2026-11-18', to: '2027-01-24' },
    ]);
  });

  it('finds the stage a crop sown on a day is in today, with both ends of every stage included', () => {
    expect(currentStage(WHEAT, '2026-11-10', '2026-11-10')).toEqual({ day: 0, stage: 'sowing' });
    expect(currentStage(WHEAT, '2026-11-10', '2026-11-17')).toEqual({ day: 7, stage: 'sowing' });
    expect(currentStage(WHEAT, '2026-11-10', '2026-11-18')).toEqual({ day: 8, stage: 'vegetative' });
    expect(currentStage(WHEAT, '2026-11-10', '2027-04-04')).toEqual({ day: 145, stage: 'harvest' });
    expect(currentStage(WHEAT, '2026-11-10', '2027-04-05')).toEqual({ day: 146, stage: null });
    expect(() => currentStage(WHEAT, '2026-11-10', '2026-11-09')).toThrow(RangeError);
  });
});
