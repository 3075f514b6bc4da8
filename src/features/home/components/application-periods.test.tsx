import { screen, within } from '@testing-library/react';
import ICAL from 'ical.js';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { formatDateTime } from '@/shared/lib/format';
import { saveFile } from '@/shared/lib/save-file';
import { renderWithProviders } from '@/testing/test-utils';
import HomeScreen from './home-screen';

// "Add to calendar" for an application period's opening, read back by ical.js.

vi.mock('@/shared/lib/save-file', () => ({ saveFile: vi.fn() }));

beforeEach(() => {
  vi.mocked(saveFile).mockReset();
});

afterEach(() => {
  ICAL.TimezoneService.reset();
});

function readCalendar(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
}

// The last Sunday of October 2026 at 10:00 in Warsaw (CET, just after summer time ends).
const opening = '2026-10-25T09:00:00.000Z';
const closing = '2026-10-20T21:59:00.000Z';

describe('application periods in the calendar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-01T12:00:00Z'));
    server.use(
      http.get(api('/app/periods'), () =>
        HttpResponse.json([
          {
            group: 'students',
            open: true,
            from: '2026-09-20T08:00:00.000Z',
            to: '2026-10-20T21:59:00.000Z',
          },
          { group: 'polishStudents', open: false, from: opening, to: '2026-11-25T22:59:00.000Z' },
          {
            group: 'doctoral',
            open: false,
            from: '2026-06-01T08:00:00.000Z',
            to: '2026-06-30T21:59:00.000Z',
          },
        ]),
      ),
    );
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers the opening of a period still to come, at its moment in Warsaw time, in English', async () => {
    const { user } = renderWithProviders(<HomeScreen />);
    const section = screen.getByRole('region', { name: /^application periods/i });
    await within(section).findByText('Polish students');
    // One for the opening still to come, one for the closing of the open period; none for the
    // period that has ended.
    const buttons = within(section).getAllByRole('button', { name: /^Add to calendar/ });
    expect(buttons).toHaveLength(2);
    const opens = within(section).getByRole('button', {
      name: `Add to calendar: applications open for Polish students, ${formatDateTime(opening, 'en')}`,
    });
    expect(opens.closest('li')).toHaveTextContent(/^Polish students/);
    await user.click(opens);
    await vi.waitFor(() => expect(saveFile).toHaveBeenCalled());
    const [name, content, type] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(name).toBe('applications-open-2026-10-25.ics');
    expect(type).toBe('text/calendar;charset=utf-8');
    expect(content).toContain('DTSTART;TZID=Europe/Warsaw:20261025T100000');
    const [event] = readCalendar(String(content));
    expect(event?.uid).toBe('application-period-polishStudents-2026@akademiki.uczelnia.edu.pl');
    expect(event?.summary).toBe('Applications open: Polish students');
    expect(event?.description).toMatch(
      /^Polish students: Students with Polish citizenship, in a period of their own besides the one for all students\. Applications for a dormitory place from /,
    );
    expect(event?.startDate.toJSDate().toISOString()).toBe(opening);
  });

  it('writes it in Polish for a Polish reader', async () => {
    const { user } = renderWithProviders(<HomeScreen />, { language: 'pl' });
    const button = await screen.findByRole('button', {
      name: `Dodaj do kalendarza: początek naboru – Studenci polscy, ${formatDateTime(opening, 'pl')}`,
    });
    expect(button).toHaveTextContent('Dodaj do kalendarza');
    await user.click(button);
    await vi.waitFor(() => expect(saveFile).toHaveBeenCalled());
    const [name, content] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(name).toBe('poczatek-naboru-2026-10-25.ics');
    const [event] = readCalendar(String(content));
    expect(event?.summary).toBe('Początek naboru wniosków: Studenci polscy');
    expect(event?.component.getFirstProperty('summary')?.getParameter('language')).toBe('pl');
  });

  // Issue 37: /app/periods needs no sign-in, and its group went into the file's UID line
  // unescaped: a line break in it wrote a URL of the sender's choosing into the main page's file.
  it('makes no file of a group with a line break, and says the file could not be made', async () => {
    const group = 'students\r\nURL:https://evil.example/phish\r\nX-A:1';
    server.use(
      http.get(api('/app/periods'), () =>
        HttpResponse.json([{ group, open: false, from: opening, to: '2026-11-25T22:59:00.000Z' }]),
      ),
    );
    const { user } = renderWithProviders(<HomeScreen />);
    const section = screen.getByRole('region', { name: /^application periods/i });
    const button = await within(section).findByRole('button', { name: /^Add to calendar/ });
    await user.click(button);
    expect(
      await within(section).findByText('The file could not be created. Try again.'),
    ).toHaveAttribute('role', 'status');
    expect(saveFile).not.toHaveBeenCalled();
  });

  // Issue 34, point 6: the closing of an open period, as the last half hour to apply.
  it.each([
    [
      'en',
      `Add to calendar: applications close for Students, ${formatDateTime(closing, 'en')}`,
      'applications-close-2026-10-20.ics',
      'Applications close: Students',
    ],
    [
      'pl',
      `Dodaj do kalendarza: koniec naboru – Studenci, ${formatDateTime(closing, 'pl')}`,
      'koniec-naboru-2026-10-20.ics',
      'Koniec naboru wniosków: Studenci',
    ],
  ] as const)(
    '%s: offers the closing of a period open now',
    async (language, name, file, summary) => {
      const { user } = renderWithProviders(<HomeScreen />, { language });
      const button = await screen.findByRole('button', { name });
      expect(button.closest('li')).toHaveTextContent(language === 'en' ? /^Students/ : /^Studenci/);
      await user.click(button);
      await vi.waitFor(() => expect(saveFile).toHaveBeenCalled());
      const [fileName, content] = vi.mocked(saveFile).mock.calls[0] ?? [];
      expect(fileName).toBe(file);
      const [event] = readCalendar(String(content));
      expect(event?.uid).toBe('application-period-students-2025-close@akademiki.uczelnia.edu.pl');
      expect(event?.summary).toBe(summary);
      expect(event?.endDate.toJSDate().toISOString()).toBe(closing);
      expect(event?.startDate.toJSDate().toISOString()).toBe('2026-10-20T21:29:00.000Z');
    },
  );
});
