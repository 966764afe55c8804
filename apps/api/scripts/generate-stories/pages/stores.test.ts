import { describe, expect, it } from 'vitest';
import { openingHoursLines } from './stores.ts';

describe('openingHoursLines', () => {
  it('writes day ranges and times the way shoppers read them', () => {
    expect(openingHoursLines('Mon-Sat 9:00-18:00, Sun 11:00-17:00')).toEqual([
      { days: 'Monday to Saturday', hours: '9am to 6pm' },
      { days: 'Sunday', hours: '11am to 5pm' },
    ]);
  });

  it('keeps half hours and closed days', () => {
    expect(openingHoursLines('Mon-Sun 8:30-18:00, Sun closed')).toEqual([
      { days: 'Monday to Sunday', hours: '8.30am to 6pm' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
  });

  it('refuses hours it cannot read', () => {
    expect(() => openingHoursLines('weekdays')).toThrow(/Cannot read opening hours/);
  });
});
