import { describe, expect, it } from 'vitest';
import { dorms as demoDorms } from '@/mocks/db/application';
import { demoHotelBookings, findBooking } from '@/mocks/db/hotel';
import { demoDormitories } from '@/shared/config/demo-dormitories';
import { env } from '@/shared/config/env';
import { configuredDormitory, parseDormitories, parseReception } from './dormitories';

const riviera = {
  id: '1',
  name: 'DS Riviera',
  address: 'ul. Waryńskiego 12, 00-631 Warszawa',
  reception: 'Mo-Fr 07:00-22:00; Sa,Su 09:00-21:00',
};

describe('the dormitories of the configuration (VITE_DORMITORIES)', () => {
  it('reads the demo configuration whole, the one the tests and demo builds get', () => {
    const { dormitories, problems } = parseDormitories(env.dormitoriesJson);
    expect(problems).toEqual([]);
    expect(dormitories.map((dorm) => dorm.id)).toEqual(['1', '2', '3']);
    expect(dormitories[0]?.transfer).toEqual({
      payee: 'Politechnika – Dom Studencki Riviera',
      account: 'PL78102010260000190202130467',
    });
  });

  it("names the demo API's dormitories as its dictionary does, and each demo reservation's", () => {
    for (const dorm of demoDormitories)
      expect(demoDorms.find((entry) => entry.id === dorm.id)?.name).toBe(dorm.name);
    for (const { id } of Object.values(demoHotelBookings))
      expect(configuredDormitory(findBooking(id)?.reservation.dormId)).not.toBeNull();
  });

  it.each([
    ['24/7', 'always'],
    ['Mo-Fr 07:00-22:00', [{ days: [[0, 4]], hours: [{ from: '07:00', to: '22:00' }] }]],
    [
      'Mo-Fr 08:00-12:00,13:00-15:30; Sa,Su 10:00-14:00',
      [
        {
          days: [[0, 4]],
          hours: [
            { from: '08:00', to: '12:00' },
            { from: '13:00', to: '15:30' },
          ],
        },
        { days: [[5], [6]], hours: [{ from: '10:00', to: '14:00' }] },
      ],
    ],
    ['Su 00:00-24:00', [{ days: [[6]], hours: [{ from: '00:00', to: '24:00' }] }]],
  ] as const)('reads the reception hours %s', (text, rules) => {
    expect(parseReception(text)).toEqual(rules);
  });

  it.each([
    '',
    'Mon-Fri 08:00-16:00',
    'Fr-Mo 08:00-16:00',
    'Mo-Fr 16:00-08:00',
    'Mo-Fr 8-16',
    'Mo-Fr',
  ])('refuses the reception hours "%s"', (text) => {
    expect(parseReception(text)).toBeNull();
  });

  it('leaves out an entry that does not read, and says which and why', () => {
    const { dormitories, problems } = parseDormitories(
      JSON.stringify([
        riviera,
        { ...riviera, id: '2', address: '' },
        { ...riviera, id: '3', reception: 'weekdays' },
        { ...riviera, id: '4', checkIn: '2 pm' },
        { ...riviera, id: '5', pay: ['card', 'cheque'] },
        {
          ...riviera,
          id: '6',
          transfer: { payee: 'DS', account: 'PL61 1090 1014 0000 0712 1981 2875' },
        },
      ]),
    );
    expect(dormitories.map((dorm) => dorm.id)).toEqual(['1']);
    expect(problems).toEqual([
      'VITE_DORMITORIES[1] needs an id, a name and an address',
      'VITE_DORMITORIES[2].reception: "24/7" or rules like "Mo-Fr 07:00-22:00; Sa 09:00-14:00"',
      'VITE_DORMITORIES[3]: checkIn and checkOut are times, "HH:MM"',
      'VITE_DORMITORIES[4].pay lists "card" and "cash" only',
      'VITE_DORMITORIES[5].transfer needs a payee and a valid IBAN account',
    ]);
    expect(parseDormitories('{')).toEqual({
      dormitories: [],
      problems: ['VITE_DORMITORIES is not JSON'],
    });
  });

  it('a reservation naming no dormitory, or one not configured, has none', () => {
    expect(configuredDormitory(null)).toBeNull();
    expect(configuredDormitory('99')).toBeNull();
    expect(configuredDormitory('1')?.name).toBe('DS Riviera');
  });
});
