import { describe, expect, it } from 'vitest';
import { hoursResolver, hoursValues, issuesByField, nextRow, toHoursBody } from './weekly-hours-form';

const resolve = (weekly: Parameters<typeof toHoursBody>[0]['weekly']) =>
  hoursResolver({ weekly }, undefined, { fields: {}, shouldUseNativeValidation: false }) as Awaited<ReturnType<typeof hoursResolver>>;

describe('the weekly hours form', () => {
  it('adds the next weekday with the same hours, or a first morning of visits', () => {
    expect(nextRow([])).toEqual({ weekday: '1', startTime: '09:00', endTime: '12:00', mode: 'visit' });
    expect(nextRow([{ weekday: '7', startTime: '13:00', endTime: '16:00', mode: 'call' }])).toEqual({
      weekday: '1',
      startTime: '13:00',
      endTime: '16:00',
      mode: 'call',
    });
  });

  it('sends weekdays as numbers and reads them back as the select holds them', () => {
    const values = { weekly: [{ weekday: '4', startTime: '09:00', endTime: '12:00', mode: 'visit' as const }] };
    expect(toHoursBody(values)).toEqual({ weekly: [{ weekday: 4, startTime: '09:00', endTime: '12:00', mode: 'visit' }] });
    expect(hoursValues({ weekly: [{ id: 1, weekday: 4, startTime: '09:00', endTime: '12:00', mode: 'visit' }] })).toEqual(values);
  });

  it("puts the contract's message under the row and field it names", async () => {
    const result = await resolve([
      { weekday: '1', startTime: '09:00', endTime: '12:00', mode: 'visit' },
      { weekday: '2', startTime: '14:00', endTime: '13:00', mode: 'call' },
    ]);
    expect(result.errors).toEqual({ weekly: { 1: { endTime: { type: 'validate', message: 'The end comes after the start' } } } });
    expect((await resolve([])).errors).toEqual({});
  });

  it("names a server's issues by their whole path", () => {
    const byField = issuesByField([
      { path: ['weekly', 0, 'startTime'], message: 'Give the time as HH:MM' },
      { path: ['weekly', 0, 'startTime'], message: 'second' },
      { path: [], message: 'whole' },
    ]);
    expect([...byField]).toEqual([
      ['weekly.0.startTime', 'Give the time as HH:MM'],
      ['root', 'whole'],
    ]);
  });
});
