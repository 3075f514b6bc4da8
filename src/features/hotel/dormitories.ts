import { env } from '@/shared/config/env';
import { isRecord } from '@/shared/lib/response-shape';
import { isValidIban, normaliseIban } from '@/shared/validation/iban';

/**
 * The dormitories as the office keeps them in the deployment's configuration (VITE_DORMITORIES,
 * README): what a hotel reservation's answer does not carry (address, reception hours, check-in
 * and check-out times, how to pay), keyed by the dorms dictionary's id the reservation names.
 */

/** Monday first, as the office's week (and date-fns' Polish locale) starts. */
export const weekdays = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

/** Days (indexes into `weekdays`, each group a day or a run of days) and their opening hours. */
export type OpeningRule = { days: number[][]; hours: { from: string; to: string }[] };

export type PayAtReception = 'card' | 'cash';

export type Dormitory = {
  id: string;
  name: string;
  address: string;
  /** Reception hours: rules, or open round the clock. */
  reception: OpeningRule[] | 'always';
  phone: string | null;
  /** Earliest check-in on the first day and latest check-out on the last, "HH:MM". */
  checkIn: string | null;
  checkOut: string | null;
  pay: PayAtReception[];
  /** A transfer before arrival, where the dormitory takes one: its payee and IBAN (electronic). */
  transfer: { payee: string; account: string } | null;
};

const time = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** "Mo-Fr", "Sa", "Sa,Su", "Mo-Fr,Su": groups of a day or a run of days. */
function parseDays(text: string): number[][] | null {
  const groups: number[][] = [];
  for (const part of text.split(',')) {
    const [first, last = first] = part.trim().split('-');
    const from = weekdays.indexOf(first as (typeof weekdays)[number]);
    const to = weekdays.indexOf(last as (typeof weekdays)[number]);
    if (from < 0 || to < from) return null;
    groups.push(from === to ? [from] : [from, to]);
  }
  return groups;
}

/** "07:00-22:00" or "08:00-12:00,13:00-15:30". */
function parseHours(text: string): { from: string; to: string }[] | null {
  const hours = text.split(',').map((range) => {
    const [from = '', to = ''] = range.trim().split('-');
    return time.test(from) && time.test(to) && from < to ? { from, to } : null;
  });
  return hours.every((range) => range !== null) ? hours : null;
}

/**
 * Reception hours in the opening-hours notation the office may know from maps: "24/7", or
 * rules separated by ";", each days then hours ("Mo-Fr 07:00-22:00; Sa,Su 09:00-21:00").
 */
export function parseReception(text: string): OpeningRule[] | 'always' | null {
  if (text.trim() === '24/7') return 'always';
  const rules: OpeningRule[] = [];
  for (const rule of text.split(';')) {
    const match = /^\s*(\S+)\s+(\S+)\s*$/.exec(rule);
    const days = match ? parseDays(match[1] ?? '') : null;
    const hours = match ? parseHours(match[2] ?? '') : null;
    if (!days || !hours) return null;
    rules.push({ days, hours });
  }
  return rules.length > 0 ? rules : null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function parseDormitory(entry: unknown, index: number): Dormitory | string {
  const where = `VITE_DORMITORIES[${index}]`;
  if (!isRecord(entry)) return `${where} is not an object`;
  const [id, name, address] = [text(entry.id), text(entry.name), text(entry.address)];
  if (!id || !name || !address) return `${where} needs an id, a name and an address`;
  const reception = parseReception(text(entry.reception));
  if (!reception)
    return `${where}.reception: "24/7" or rules like "Mo-Fr 07:00-22:00; Sa 09:00-14:00"`;
  const [checkIn, checkOut] = [text(entry.checkIn), text(entry.checkOut)];
  if ((checkIn && !time.test(checkIn)) || (checkOut && !time.test(checkOut)))
    return `${where}: checkIn and checkOut are times, "HH:MM"`;
  const pay = Array.isArray(entry.pay) ? entry.pay : [];
  if (!pay.every((way) => way === 'card' || way === 'cash'))
    return `${where}.pay lists "card" and "cash" only`;
  let transfer: Dormitory['transfer'] = null;
  if (entry.transfer !== undefined) {
    const payee = isRecord(entry.transfer) ? text(entry.transfer.payee) : '';
    const account = isRecord(entry.transfer) ? text(entry.transfer.account) : '';
    if (!payee || !isValidIban(account))
      return `${where}.transfer needs a payee and a valid IBAN account`;
    transfer = { payee, account: normaliseIban(account) };
  }
  return {
    id,
    name,
    address,
    reception,
    phone: text(entry.phone) || null,
    checkIn: checkIn || null,
    checkOut: checkOut || null,
    pay: pay as PayAtReception[],
    transfer,
  };
}

/**
 * The configured dormitories and what is wrong with the others, each named (an entry that does
 * not read is left out: the screen then names the office to ask, as for an unknown dormitory).
 */
export function parseDormitories(json: string): { dormitories: Dormitory[]; problems: string[] } {
  let entries: unknown;
  try {
    entries = JSON.parse(json);
  } catch {
    return { dormitories: [], problems: ['VITE_DORMITORIES is not JSON'] };
  }
  if (!Array.isArray(entries))
    return { dormitories: [], problems: ['VITE_DORMITORIES is not a list'] };
  const dormitories: Dormitory[] = [];
  const problems: string[] = [];
  entries.forEach((entry, index) => {
    const parsed = parseDormitory(entry, index);
    if (typeof parsed === 'string') problems.push(parsed);
    else dormitories.push(parsed);
  });
  return { dormitories, problems };
}

let configured: Dormitory[] | null = null;

/** The deployment's dormitory of this id, or null (none named, or not configured). */
export function configuredDormitory(id: string | null | undefined): Dormitory | null {
  if (!configured) {
    const { dormitories, problems } = parseDormitories(env.dormitoriesJson);
    // A deployment's mistake, said once where its maintainers look; the person is not shown it.
    if (problems.length > 0) console.error(`Configuration:\n- ${problems.join('\n- ')}`);
    configured = dormitories;
  }
  return configured.find((dormitory) => dormitory.id === id) ?? null;
}
