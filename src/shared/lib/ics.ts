import { defaultProductionHost } from '@/shared/config/environments';

/**
 * "Add to calendar" files (RFC 5545). Loaded on a button's press, never with a screen.
 *
 * Times are written in Europe/Warsaw with its VTIMEZONE, so a calendar shows the dormitory's own
 * clock; a date (a payment deadline) is a whole-day event, which no time zone can move to the
 * day before. A UID is made from the thing's own id, never from the person, so downloading the
 * same thing again updates the event instead of adding a second one.
 */

/** A whole day, YYYY-MM-DD. */
type DayEvent = { day: string };
/** A moment (ISO 8601 with its offset, as the API gives it) and how long the event lasts. */
type TimedEvent = { at: string; minutes: number };

export type CalendarEvent = {
  /** A stable id of the thing (`charge-c12-deadline`): no name, PESEL, e-mail or account. */
  id: string;
  summary: string;
  description?: string;
  /** A page of the portal where the person can see or change the thing. */
  url?: string;
  /** Minutes before the event's start for a reminder; for a whole day, before its midnight. */
  remindBefore?: number;
} & (DayEvent | TimedEvent);

export const calendarTimeZone = 'Europe/Warsaw';

const uidDomain = defaultProductionHost;

/** Standard rules since 1996: summer time from the last Sunday of March to that of October. */
const vtimezone = [
  'BEGIN:VTIMEZONE',
  `TZID:${calendarTimeZone}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const hour = 60 * 60 * 1000;

/** The last Sunday of a month (0-based), as a UTC day of the month. */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/**
 * Warsaw's offset from UTC at a moment, by the same rule as the VTIMEZONE above: the change is
 * at 01:00 UTC on both Sundays (02:00 CET forward, 03:00 CEST back).
 */
export function warsawOffsetHours(moment: Date): 1 | 2 {
  const year = moment.getUTCFullYear();
  const summerFrom = Date.UTC(year, 2, lastSunday(year, 2), 1);
  const summerTo = Date.UTC(year, 9, lastSunday(year, 9), 1);
  const time = moment.getTime();
  return time >= summerFrom && time < summerTo ? 2 : 1;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** 20261025T023000: the UTC fields of a date, as a local time when shifted first. */
function dateTimeFields(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`
  );
}

/**
 * A moment as a DTSTART/DTEND value: Warsaw's wall clock with the zone named, except in the hour
 * October repeats (02:00-02:59 comes twice). RFC 5545 (3.3.5) reads such a time as its first
 * occurrence, but parsers differ (ical.js takes the second), so both are written in UTC there.
 */
function momentValue(moment: Date): string {
  const year = moment.getUTCFullYear();
  const summerTo = Date.UTC(year, 9, lastSunday(year, 9), 1);
  const time = moment.getTime();
  if (time >= summerTo - hour && time < summerTo + hour) return `:${dateTimeFields(moment)}Z`;
  return `;TZID=${calendarTimeZone}:${dateTimeFields(new Date(time + warsawOffsetHours(moment) * hour))}`;
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD -> 20261025, and the day after it. */
function dayValues(day: string): [string, string] {
  const match = isoDay.exec(day);
  if (!match) throw new RangeError(`Not a date: ${day}`);
  const start = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // 2026-02-30 is no day (Date would roll it over to 2 March).
  if (start.getUTCMonth() !== Number(match[2]) - 1) throw new RangeError(`Not a date: ${day}`);
  const next = new Date(start.getTime() + 24 * hour);
  const value = (date: Date) =>
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
  return [value(start), value(next)];
}

/**
 * A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, line breaks as \n,
 * other control characters dropped (the format allows none).
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/\p{Cc}/gu, (character) => (character === '\t' ? character : ''));
}

const octets = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * A content line folded at 75 octets (RFC 5545 3.1): each further line starts with a space,
 * which counts, and a character's UTF-8 bytes are never split between lines.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const length = octets(character.codePointAt(0) ?? 0);
    if (size + length > 75) {
      parts.push(current);
      current = ' ';
      size = 1;
    }
    current += character;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** A C0 or C1 control character, CR and LF among them: no value outside TEXT may carry one. */
const controlCharacter = /\p{Cc}/u;

/**
 * The UID's own part from an event's id. Ids come from the API (a charge's id, a period's group)
 * and a UID is not TEXT (nothing in it is escaped by a reader), so it keeps to letters, digits,
 * `-` and `.`; anything else is written as `_` and its UTF-8 bytes in hex (`/` is `_2F`), which
 * keeps different ids different and the same id the same UID. A control character (a CR or LF
 * that would start a line of its own) is refused.
 */
export function uidPart(id: string): string {
  if (!id || controlCharacter.test(id)) throw new RangeError('Not a calendar id');
  let part = '';
  for (const character of id) {
    if (/[A-Za-z0-9.-]/.test(character)) part += character;
    else
      for (const byte of new TextEncoder().encode(character))
        part += `_${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return part;
}

/**
 * A URL property's value: an absolute http(s) address without user or password, as the URL
 * parser writes it (it percent-encodes what a URI may not hold). The parser silently drops tabs
 * and line breaks, so a control character or a space in the given text is refused first.
 */
export function uriValue(url: string): string {
  if (controlCharacter.test(url) || /\s/.test(url)) throw new RangeError('Not a calendar URL');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RangeError('Not a calendar URL');
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.username || parsed.password)
    throw new RangeError('Not a calendar URL');
  return parsed.href;
}

/** `sequence`: later downloads carry a higher one, so a calendar takes them as the update. */
function eventLines(event: CalendarEvent, language: string, now: Date, sequence: number): string[] {
  const text = (name: string, value: string) => `${name};LANGUAGE=${language}:${escapeText(value)}`;
  const lines = [
    'BEGIN:VEVENT',
    `UID:${uidPart(event.id)}@${uidDomain}`,
    `DTSTAMP:${dateTimeFields(now)}Z`,
    `SEQUENCE:${sequence}`,
    text('SUMMARY', event.summary),
  ];
  if (event.description) lines.push(text('DESCRIPTION', event.description));
  if (event.url) lines.push(`URL:${uriValue(event.url)}`);
  if ('day' in event) {
    const [start, end] = dayValues(event.day);
    // A deadline marks a day; it does not make the person busy.
    lines.push(`DTSTART;VALUE=DATE:${start}`, `DTEND;VALUE=DATE:${end}`, 'TRANSP:TRANSPARENT');
  } else {
    const start = new Date(event.at);
    if (Number.isNaN(start.getTime())) throw new RangeError(`Not a moment: ${event.at}`);
    if (!Number.isFinite(event.minutes) || event.minutes <= 0)
      throw new RangeError(`Not a length: ${event.minutes}`);
    const end = new Date(start.getTime() + event.minutes * 60_000);
    lines.push(`DTSTART${momentValue(start)}`, `DTEND${momentValue(end)}`);
  }
  if (event.remindBefore !== undefined) {
    if (!Number.isFinite(event.remindBefore) || event.remindBefore < 0)
      throw new RangeError(`Not a reminder: ${event.remindBefore}`);
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      text('DESCRIPTION', event.summary),
      `TRIGGER:-PT${Math.round(event.remindBefore)}M`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

/** Minutes since 2026-01-01 UTC: grows with every download, fits SEQUENCE's integer. */
const sequenceOf = (now: Date) =>
  Math.max(0, Math.floor((now.getTime() - Date.UTC(2026, 0, 1)) / 60_000));

/**
 * The whole file: CRLF line endings, every line folded. Every value from outside is escaped
 * (TEXT) or kept to its syntax (id, URL, dates, numbers); a line that still held a CR or LF of
 * its own would be a property the file never meant to have, so the file is refused instead.
 */
export function calendarFile(
  events: CalendarEvent[],
  { language, now = new Date() }: { language: string; now?: Date },
): string {
  const tag = language.startsWith('pl') ? 'pl' : 'en';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${uidDomain}//Dormitory portal//${tag.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...vtimezone,
    ...events.flatMap((event) => eventLines(event, tag, now, sequenceOf(now))),
    'END:VCALENDAR',
  ];
  if (lines.some((line) => /[\r\n]/.test(line))) throw new RangeError('A line break in a value');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

export const calendarType = 'text/calendar;charset=utf-8';
