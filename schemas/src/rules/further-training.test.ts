import { describe, expect, it } from 'vitest';
import { gapSearchPreset, selfStudyMinutesPerYear } from './further-training.ts';

describe('the search that fills a gap', () => {
  const title = { scopeId: 7, selfStudyCountedMinutes: 0 };

  it('searches the title’s scope from today to the year’s last day, only with free seats', () => {
    expect(gapSearchPreset(title, 2026, '2026-10-05')).toEqual({
      scope: 7,
      courseTypes: ['SELF', 'ONLINE', 'PRESENT'],
      dateFrom: '2026-10-05',
      dateTo: '2026-12-31',
      freeSeats: true,
    });
  });

  it('leaves self-study out once the year’s self-study cap is counted', () => {
    const capped = { scopeId: 7, selfStudyCountedMinutes: selfStudyMinutesPerYear };
    expect(gapSearchPreset(capped, 2026, '2026-10-05').courseTypes).toEqual(['ONLINE', 'PRESENT']);
    const below = { scopeId: 7, selfStudyCountedMinutes: selfStudyMinutesPerYear - 15 };
    expect(gapSearchPreset(below, 2026, '2026-10-05').courseTypes).toContain('SELF');
  });

  it('starts a later year on its first day', () => {
    expect(gapSearchPreset(title, 2027, '2026-10-05')).toMatchObject({
      dateFrom: '2027-01-01',
      dateTo: '2027-12-31',
    });
  });

  it('searches from today to the end of today’s year for a year already over', () => {
    expect(gapSearchPreset(title, 2025, '2026-03-02')).toMatchObject({
      dateFrom: '2026-03-02',
      dateTo: '2026-12-31',
    });
  });

  it('has no end on the year’s last day, since an end must come after the start', () => {
    const preset = gapSearchPreset(title, 2026, '2026-12-31');
    expect(preset.dateFrom).toBe('2026-12-31');
    expect(preset).not.toHaveProperty('dateTo');
  });
});
