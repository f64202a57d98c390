import { describe, expect, it } from 'vitest';
import { summaryOf } from './players-online-chart.tsx';

const chart = (values: (number | null)[], lastMayWait: boolean) => ({
  title: 'Players online',
  caption: '',
  values,
  xTicks: [],
  xAxisLabel: '',
  pointName: (index: number) => `at slot ${index}`,
  lastIs: 'now',
  lastMayWait,
  simulated: false,
});

describe('the players-online summary', () => {
  it('gives the slot before as "now" while the current slot awaits its sample', () => {
    expect(summaryOf(chart([40, 70, null], true))).toBe(
      'Peak 70 at slot 1; now 70; lowest 40 at slot 0; 1 of 3 without a sample.',
    );
  });

  it('says there is no sample when the slot before has none either, or when the last point cannot wait', () => {
    expect(summaryOf(chart([40, null, null], true))).toContain('now: no sample');
    expect(summaryOf(chart([40, 70, null], false))).toContain('now: no sample');
  });

  it('gives the current slot once it is sampled', () => {
    expect(summaryOf(chart([40, 70, 55], true))).toBe('Peak 70 at slot 1; now 55; lowest 40 at slot 0.');
  });
});
