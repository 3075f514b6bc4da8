import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import {
  calendarFile,
  escapeText,
  foldLine,
  uidPart,
  uriValue,
  warsawOffsetHours,
  type CalendarEvent,
} from './ics';

// Every file is read back by ical.js (an independent RFC 5545 parser) with the file's own
// VTIMEZONE, and local times are checked against the platform's time-zone database (Intl).

const now = new Date('2026-11-26T16:45:00Z');

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((item) => new ICAL.Event(item)),
  };
}

afterEach(() => {
  ICAL.TimezoneService.reset();
});

/** Warsaw's wall clock at a moment, by the platform's time-zone database: 2026-10-25 02:30. */
const warsawFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function warsawClock(moment: Date): string {
  const parts = Object.fromEntries(
    warsawFormat.formatToParts(moment).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const clockOf = (time: ICAL.Time) =>
  `${time.year}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')} ` +
  `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;

const timed = (at: string, extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: 'arrival',
  at,
  minutes: 30,
  summary: 'Arrival at the dormitory',
  ...extra,
});

describe('calendar files', () => {
  it('are RFC 5545 text: CRLF endings, lines of at most 75 octets, one VTIMEZONE for Europe/Warsaw', () => {
    const text = calendarFile(
      [
        timed('2026-10-01T14:30:00.000Z', {
          description:
            'Zadeklarowany czas przyjazdu, aby administracja domu studenckiego mogła wydać Ci klucze. Źdźbło 🗝️ '.repeat(
              4,
            ),
        }),
      ],
      { language: 'pl', now },
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines)
      expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    const { calendar } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    const zones = calendar.getAllSubcomponents('vtimezone');
    expect(zones).toHaveLength(1);
    expect(zones[0]?.getFirstPropertyValue('tzid')).toBe('Europe/Warsaw');
  });

  it('fold a line between characters, never inside one, and unfold to the same text', () => {
    const long = 'ż'.repeat(30) + '🗝️'.repeat(10) + 'a'.repeat(40);
    const folded = foldLine(`DESCRIPTION:${long}`);
    for (const line of folded.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      // A lone surrogate or a split UTF-8 sequence would not survive encoding.
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line))).toBe(
        line,
      );
    }
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${long}`);
  });

  it('escape text so the parser reads back exactly what was written', () => {
    const summary = 'Rent; deposit, and a back\\slash';
    const description = 'Line one\nline two, with; everything \\ in it\r\nand a third';
    const { events } = parse(
      calendarFile([timed('2026-10-01T14:30:00Z', { summary, description })], {
        language: 'en',
        now,
      }),
    );
    expect(events[0]?.summary).toBe(summary);
    expect(events[0]?.description).toBe(description.replace(/\r\n/g, '\n'));
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    expect(escapeText('bell\u0007')).toBe('bell');
  });

  it('write a moment as Warsaw time that reads back as the same moment, across both changes of 2026 and for years ahead', () => {
    const moments = [
      // Last Sunday of March 2026: 01:59 CET, then 03:00 CEST.
      '2026-03-29T00:59:00Z',
      '2026-03-29T01:00:00Z',
      '2026-03-29T01:30:00Z',
      // Last Sunday of October 2026: 02:30 CEST, and an hour later 02:30 CET again.
      '2026-10-25T00:00:00Z',
      '2026-10-25T00:30:00Z',
      '2026-10-25T01:00:00Z',
      '2026-10-25T01:30:00Z',
      '2026-10-25T02:00:00Z',
      '2026-10-24T22:00:00Z',
      '2026-10-25T09:00:00+01:00',
      '2026-12-31T23:30:00Z',
    ];
    // Each change day of the years ahead (the last Sunday is from the 25th to the 31st).
    for (let year = 2027; year <= 2040; year += 1)
      for (const month of [2, 9])
        for (let day = 25; day <= 31; day += 1)
          if (new Date(Date.UTC(year, month, day)).getUTCDay() === 0)
            for (const hour of [0, 1, 2])
              moments.push(new Date(Date.UTC(year, month, day, hour, 30)).toISOString());
    // One file of them all, each event its own id: one parse.
    const text = calendarFile(
      moments.map((at, index) => timed(at, { id: `moment-${index}` })),
      { language: 'en', now },
    );
    const { events } = parse(text);
    expect(events).toHaveLength(moments.length);
    moments.forEach((at, index) => {
      const moment = new Date(at);
      const event = events[index];
      if (!event) throw new Error(`no event for ${at}`);
      expect(event.uid).toBe(`moment-${index}@akademiki.uczelnia.edu.pl`);
      expect(event.startDate.toJSDate().getTime(), at).toBe(moment.getTime());
      expect(event.endDate.toJSDate().getTime(), at).toBe(moment.getTime() + 30 * 60_000);
      // The calendar shows the dormitory's clock, as Intl's time-zone database has it.
      if (event.startDate.zone?.tzid === 'Europe/Warsaw')
        expect(clockOf(event.startDate), at).toBe(warsawClock(moment));
      else expect(event.startDate.zone?.tzid, at).toBe('UTC');
    });
  });

  it('name the zone on every time but the repeated hour of October, which only UTC tells apart', () => {
    const before = calendarFile([timed('2026-10-24T23:59:00Z')], { language: 'en', now });
    expect(before).toContain('DTSTART;TZID=Europe/Warsaw:20261025T015900');
    for (const [at, value] of [
      ['2026-10-25T00:30:00Z', '20261025T003000Z'],
      ['2026-10-25T01:30:00Z', '20261025T013000Z'],
    ] as const)
      expect(calendarFile([timed(at)], { language: 'en', now })).toContain(`DTSTART:${value}`);
    const after = calendarFile([timed('2026-10-25T02:00:00Z')], { language: 'en', now });
    expect(after).toContain('DTSTART;TZID=Europe/Warsaw:20261025T030000');
    const summer = calendarFile([timed('2026-07-01T10:00:00Z')], { language: 'en', now });
    expect(summer).toContain('DTSTART;TZID=Europe/Warsaw:20260701T120000');
    const winter = calendarFile([timed('2026-01-15T10:00:00Z')], { language: 'en', now });
    expect(winter).toContain('DTSTART;TZID=Europe/Warsaw:20260115T110000');
  });

  it('keep its offsets with the platform time-zone database around every change until 2040', () => {
    for (let year = 2025; year <= 2040; year += 1)
      for (const month of [2, 9])
        for (let day = 24; day <= 31; day += 1)
          for (let hour = 0; hour < 4; hour += 1) {
            const moment = new Date(Date.UTC(year, month, day, hour, 59));
            const clock = warsawClock(moment);
            const offset = warsawOffsetHours(moment);
            const shifted = new Date(moment.getTime() + offset * 3_600_000);
            expect(shifted.toISOString().slice(0, 16).replace('T', ' '), moment.toISOString()).toBe(
              clock,
            );
          }
  });

  it('make a deadline a whole day that no zone moves, the last Sunday of October included, with a reminder the day before', () => {
    const deadline: CalendarEvent = {
      id: 'charge-c7-deadline',
      day: '2026-10-25',
      summary: 'Payment deadline: Rent, PLN 720.50',
      remindBefore: 15 * 60,
    };
    const text = calendarFile([deadline], { language: 'en', now });
    const { events } = parse(text);
    const event = events[0];
    if (!event) throw new Error('no event');
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-10-25');
    expect(event.endDate.toString()).toBe('2026-10-26');
    const alarm = event.component.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    const trigger = alarm?.getFirstPropertyValue('trigger');
    expect(trigger instanceof ICAL.Duration ? trigger.toSeconds() : null).toBe(-15 * 3600);
    expect(event.component.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
    // Across a year's end and a leap day too.
    const last = parse(calendarFile([{ ...deadline, day: '2028-02-29' }], { language: 'en', now }));
    expect(last.events[0]?.endDate.toString()).toBe('2028-03-01');
  });

  it('give an event a UID from the thing alone, the same on every download, and a higher sequence later', () => {
    const first = parse(calendarFile([timed('2026-10-01T14:30:00Z')], { language: 'en', now }))
      .events[0];
    const later = parse(
      calendarFile([timed('2026-10-02T09:00:00Z')], {
        language: 'pl',
        now: new Date('2026-11-27T08:00:00Z'),
      }),
    ).events[0];
    expect(first?.uid).toBe('arrival@akademiki.uczelnia.edu.pl');
    expect(later?.uid).toBe(first?.uid);
    expect(later?.sequence ?? 0).toBeGreaterThan(first?.sequence ?? 0);
  });

  it('say which language its texts are in', () => {
    const text = calendarFile([timed('2026-10-01T14:30:00Z', { description: 'Opis' })], {
      language: 'pl',
      now,
    });
    const event = parse(text).events[0];
    expect(event?.component.getFirstProperty('summary')?.getParameter('language')).toBe('pl');
    expect(event?.component.getFirstProperty('description')?.getParameter('language')).toBe('pl');
  });

  it('refuse a day or a moment that is none, rather than write a wrong date', () => {
    expect(() =>
      calendarFile([{ id: 'x', day: '2026-02-30', summary: 's' }], { language: 'en' }),
    ).toThrow(RangeError);
    expect(() => calendarFile([timed('not a time')], { language: 'en' })).toThrow(RangeError);
  });
});

// Issue 37: a charge id with CR/LF put ATTACH:, ORGANIZER: and X-A: lines into a file, and a
// period's group (from the unauthenticated /app/periods) a URL: line. Every field that reaches a
// file gets such a payload here; the file must hold only the lines it means to, or be refused.
describe('calendar files and injected lines', () => {
  const payload =
    '\r\nATTACH:https://evil.example/a.exe\r\nORGANIZER:mailto:x@evil.example\nX-A:1\rURL:https://evil.example/phish';
  const allowed = new Set(
    'BEGIN END VERSION PRODID CALSCALE METHOD TZID TZOFFSETFROM TZOFFSETTO TZNAME DTSTART RRULE UID DTSTAMP SEQUENCE SUMMARY DESCRIPTION URL DTEND TRANSP ACTION TRIGGER'.split(
      ' ',
    ),
  );

  /** Each content line's property name, the lines unfolded as a reader unfolds them. */
  function propertyNames(text: string): string[] {
    expect(text.replace(/\r\n/g, ''), 'a CR or LF outside a line ending').not.toMatch(/[\r\n]/);
    return text
      .replace(/\r\n /g, '')
      .split('\r\n')
      .slice(0, -1)
      .map((line) => /^[^;:]*/.exec(line)?.[0] ?? '');
  }

  it('escape CR and LF in every text: they read back as the text, and no line of their own', () => {
    const summary = `Rent${payload}`;
    const description = `Pay by the 25th.${payload}`;
    const text = calendarFile(
      [
        timed('2026-10-01T14:30:00Z', { summary, description, remindBefore: 60 }),
        { id: 'charge-c1-deadline', day: '2026-10-25', summary, description },
      ],
      { language: `pl${payload}`, now },
    );
    const names = propertyNames(text);
    expect(names.filter((name) => !allowed.has(name))).toEqual([]);
    expect(names.filter((name) => name === 'URL')).toEqual([]);
    const { events } = parse(text);
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event.summary).toBe(summary.replace(/\r\n|\r/g, '\n'));
      expect(event.description).toBe(description.replace(/\r\n|\r/g, '\n'));
      expect(event.component.getFirstProperty('summary')?.getParameter('language')).toBe('pl');
      expect(event.component.getAllProperties('attach')).toEqual([]);
      expect(event.component.getAllProperties('organizer')).toEqual([]);
    }
  });

  it('refuse an id, a URL, a day or a moment with a line break, rather than write its lines', () => {
    const cases: CalendarEvent[] = [
      timed('2026-10-01T14:30:00Z', { id: `charge-c1${payload}` }),
      timed('2026-10-01T14:30:00Z', { id: `application-period-students${payload}-2026` }),
      timed('2026-10-01T14:30:00Z', { url: `https://akademiki.uczelnia.edu.pl/#/${payload}` }),
      timed('2026-10-01T14:30:00Z', { url: `https://akademiki.uczelnia.edu.pl/\n` }),
      timed(`2026-10-01T14:30:00Z${payload}`),
      { id: 'charge-c1-deadline', day: `2026-10-25${payload}`, summary: 'Rent' },
      { id: 'charge-c1-deadline', day: `2026-10-25\n`, summary: 'Rent' },
    ];
    for (const event of cases)
      expect(() => calendarFile([event], { language: 'en', now }), JSON.stringify(event)).toThrow(
        RangeError,
      );
    // Numbers that are none would write NaN into a property.
    expect(() =>
      calendarFile([timed('2026-10-01T14:30:00Z', { minutes: NaN })], { language: 'en' }),
    ).toThrow(RangeError);
    expect(() =>
      calendarFile([timed('2026-10-01T14:30:00Z', { remindBefore: Number.NaN })], {
        language: 'en',
      }),
    ).toThrow(RangeError);
  });

  it('keep a UID to letters, digits, - and . whatever the id, the same id always the same UID', () => {
    expect(uidPart('charge-c12-deadline')).toBe('charge-c12-deadline');
    expect(uidPart('c/12 ż_')).toBe('c_2F12_20_C5_BC_5F');
    // Different ids stay different (`_` itself is written in hex).
    expect(uidPart('a_2F')).not.toBe(uidPart('a/'));
    for (const id of ['x\r', 'x\n', '\u0085', 'x\u0000', ''])
      expect(() => uidPart(id), JSON.stringify(id)).toThrow(RangeError);
    const event = parse(
      calendarFile([timed('2026-10-01T14:30:00Z', { id: 'c;12:x,"y"' })], { language: 'en', now }),
    ).events[0];
    expect(event?.uid).toMatch(/^[A-Za-z0-9._-]+@akademiki\.uczelnia\.edu\.pl$/);
  });

  it('write only an absolute http(s) URL without credentials, as the URL parser writes it', () => {
    expect(uriValue('https://akademiki.uczelnia.edu.pl/#/panel?tab=fees')).toBe(
      'https://akademiki.uczelnia.edu.pl/#/panel?tab=fees',
    );
    expect(uriValue('http://127.0.0.1:4173/#/')).toBe('http://127.0.0.1:4173/#/');
    expect(uriValue('https://a.example/"<x>')).toBe('https://a.example/%22%3Cx%3E');
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      '/relative',
      'https://user:secret@evil.example/',
      'https://a.example/ x',
      'https://a.example/\tx',
      'https://a.example/\r\nX-A:1',
    ]) {
      expect(() => uriValue(url), url).toThrow(RangeError);
      expect(
        () => calendarFile([timed('2026-10-01T14:30:00Z', { url })], { language: 'en' }),
        url,
      ).toThrow(RangeError);
    }
    const text = calendarFile(
      [timed('2026-10-01T14:30:00Z', { url: 'https://akademiki.uczelnia.edu.pl/#/panel' })],
      { language: 'en', now },
    );
    expect(parse(text).events[0]?.component.getFirstPropertyValue('url')).toBe(
      'https://akademiki.uczelnia.edu.pl/#/panel',
    );
  });
});
