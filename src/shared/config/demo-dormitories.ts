/**
 * The demo's dormitories as an office would configure them (VITE_DORMITORIES, README): the
 * default of builds with the demo API and of the tests, never of a real build (env.ts). Their ids
 * and names are the demo API's dorms dictionary (src/mocks/db/application.ts); the hotel's demo
 * reservations name them (src/mocks/db/hotel.ts). The addresses are made up.
 */
export const demoDormitories = [
  {
    id: '1',
    name: 'DS Riviera',
    address: 'ul. Waryńskiego 12, 00-631 Warszawa',
    reception: 'Mo-Fr 07:00-22:00; Sa,Su 09:00-21:00',
    phone: '+48 22 234 61 00',
    checkIn: '14:00',
    checkOut: '11:00',
    pay: ['card', 'cash'],
    transfer: {
      payee: 'Politechnika – Dom Studencki Riviera',
      account: 'PL78 1020 1026 0000 1902 0213 0467',
    },
  },
  {
    id: '2',
    name: 'DS Mikrus',
    address: 'ul. Wołoska 141A, 02-507 Warszawa',
    reception: '24/7',
    phone: '+48 22 234 62 00',
    checkIn: '15:00',
    checkOut: '10:00',
    pay: ['card'],
  },
  {
    id: '3',
    name: 'DS Akademik',
    address: 'ul. Akademicka 5, 02-038 Warszawa',
    reception: 'Mo-Fr 08:00-20:00; Sa 10:00-14:00',
    checkIn: '14:00',
    checkOut: '11:00',
    pay: ['card', 'cash'],
  },
];
