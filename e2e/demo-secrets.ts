import { knownStudents } from '../src/mocks/db/application';
import { guestTable } from '../src/mocks/db/guest';
import { panelRecord } from '../src/mocks/db/panel';
import { demoUsers } from '../src/mocks/db/users';

/**
 * Personal numbers of the demo data (src/mocks/db): PESELs, identity document numbers and bank
 * account numbers (with and without the country prefix). None may ever be found in browser
 * storage, cookies or the address after a browser test (the privacy guard in fixtures.ts).
 */
function collect(): string[] {
  const guests = guestTable.get();
  const pesels = [
    ...Object.values(knownStudents).map((student) => student.pesel),
    ...guests.map((guest) => guest.pesel),
  ];
  const documents = guests.map((guest) => guest.documentNumber);
  const accounts = demoUsers.map((user) => panelRecord(user.userId).bankAccount.accountNumber);
  const ibans = accounts.flatMap((account) => [account, `PL${account}`]);
  const values = [...pesels, ...documents, ...ibans].filter(
    (value): value is string => typeof value === 'string' && value.length >= 8,
  );
  return [...new Set(values)];
}

export const demoSecrets: readonly string[] = collect();
