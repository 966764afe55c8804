import { generateStores } from '@cairn/demo-data';
import { describe, expect, it } from 'vitest';
import { londonInstant } from './london-time.ts';
import { parseOpeningHours } from './opening-hours.ts';
import { findService } from './services.ts';
import { freeSlots } from './slots.ts';

const store = (slug: string) => {
  const found = generateStores().find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(slug);
  return found;
};
const service = (slug: string, name: string) => {
  const found = findService(store(slug), name);
  if (!found) throw new Error(name);
  return found;
};

describe('opening hours', () => {
  it('reads ranges, single days and closed days', () => {
    const week = parseOpeningHours('Mon-Fri 9:00-19:00, Sat 10:00-18:00, Sun closed');
    expect(week[0]).toBeNull();
    expect(week[1]).toEqual({ opens: 540, closes: 1140 });
    expect(week[6]).toEqual({ opens: 600, closes: 1080 });
  });

  it('wraps Mon-Sun round to Sunday', () => {
    expect(parseOpeningHours('Mon-Sun 8:30-18:00').every((day) => day?.opens === 510)).toBe(true);
  });

  it('reads every demo store', () => {
    for (const each of generateStores())
      expect(() => parseOpeningHours(each.openingHours)).not.toThrow();
  });
});

describe('free slots with a fixed clock', () => {
  // Tuesday 24 November 2026, 10:10 in London (GMT).
  const now = new Date('2026-11-24T10:10:00Z');

  it('given a store closed on Sundays, offers 14 days less its Sundays, from now on', () => {
    const days = freeSlots({
      store: store('st-pauls'),
      service: service('st-pauls', 'Walking boot fitting'),
      now,
      booked: new Set(),
    });
    expect(days.map((day) => day.date)).not.toContain('2026-11-29');
    expect(days.map((day) => day.date)).not.toContain('2026-12-06');
    expect(days[0]?.date).toBe('2026-11-24');
    expect(days.at(-1)?.date).toBe('2026-12-07');
    expect(days).toHaveLength(12);
    // 45 minutes from 9:00, the past ones gone, the last ending by 19:00.
    expect(days[0]?.slots.map((slot) => slot.time).slice(0, 2)).toEqual(['10:30', '11:15']);
    expect(days[0]?.slots.at(-1)).toMatchObject({
      time: '18:00',
      startsAt: '2026-11-24T18:00:00.000Z',
      endsAt: '2026-11-24T18:45:00.000Z',
    });
    expect(days[1]?.slots[0]?.time).toBe('09:00');
    // Saturday opens at 10:00.
    expect(days.find((day) => day.date === '2026-11-28')?.slots[0]?.time).toBe('10:00');
  });

  it('given a store open on Sundays, offers Sunday with its own hours', () => {
    const days = freeSlots({
      store: store('bristol'),
      service: service('bristol', 'Climbing shoe resoling'),
      now,
      booked: new Set(),
    });
    const sunday = days.find((day) => day.date === '2026-11-29');
    expect(sunday?.slots[0]?.time).toBe('11:00');
    expect(sunday?.slots.at(-1)?.time).toBe('16:30');
    expect(days).toHaveLength(14);
  });

  it('leaves out booked starts and starts from a later day when asked', () => {
    const booked = new Set([new Date('2026-11-25T09:00:00Z').getTime()]);
    const days = freeSlots({
      store: store('bristol'),
      service: service('bristol', 'Ski boot fitting'),
      now,
      from: '2026-11-25',
      booked,
    });
    expect(days[0]?.date).toBe('2026-11-25');
    expect(days[0]?.slots[0]?.time).toBe('09:45');
  });

  it('keeps UK time across the change to summer time', () => {
    // Friday 27 March 2026; the clocks go forward on Sunday 29 March.
    const days = freeSlots({
      store: store('aviemore'),
      service: service('aviemore', 'Ski servicing workshop'),
      now: new Date('2026-03-27T07:00:00Z'),
      booked: new Set(),
    });
    const first = (date: string) => days.find((day) => day.date === date)?.slots[0]?.startsAt;
    expect(first('2026-03-28')).toBe('2026-03-28T08:30:00.000Z');
    expect(first('2026-03-30')).toBe('2026-03-30T07:30:00.000Z');
    expect(londonInstant('2026-03-29', 8 * 60 + 30).toISOString()).toBe('2026-03-29T07:30:00.000Z');
  });
});
