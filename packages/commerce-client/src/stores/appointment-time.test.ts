import { describe, expect, it } from 'vitest';
import { formatAppointmentTime, formatSlotDay } from './appointment-time.ts';

describe('formatAppointmentTime', () => {
  it('writes UK time in winter (GMT) and summer (BST)', () => {
    expect(formatAppointmentTime('2026-11-24T10:30:00.000Z')).toBe(
      'Tuesday 24 November 2026, 10:30',
    );
    expect(formatAppointmentTime(new Date('2026-06-02T09:30:00Z'))).toBe(
      'Tuesday 2 June 2026, 10:30',
    );
  });

  it('uses the 24-hour clock, midnight as 00', () => {
    expect(formatAppointmentTime('2026-01-05T00:05:00Z')).toBe('Monday 5 January 2026, 00:05');
  });
});

describe('formatSlotDay', () => {
  it('names the day of a date, whatever the season', () => {
    expect(formatSlotDay('2026-11-24')).toBe('Tuesday 24 November');
    expect(formatSlotDay('2026-06-02')).toBe('Tuesday 2 June');
  });
});
