import { useEffect, useId, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { enGB, pl } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { dateInputFormat } from '@/shared/lib/format';
import type { ControlledFieldProps } from '@/shared/ui/form/field-frame';
import { TextField } from '@/shared/ui/form/text-field';
import { formatDateInput, parseDateInput } from '../date-input';

type DateFieldProps = ControlledFieldProps<string> & {
  /** Days before this one cannot be picked in the calendar (typing is checked by the schema). */
  fromDate?: Date | null;
};

/**
 * A date typed in the language's format (01/10/2026, 01.10.2026), with an optional calendar (react-day-picker) that starts weeks on
 * Monday and speaks the interface language. The text box alone is enough with a keyboard; the
 * calendar is a non-modal disclosure that hands focus back to the box after a pick or Escape.
 */
export function DateField({ fromDate, onChange, ...field }: DateFieldProps) {
  const { t, i18n } = useTranslation('application');
  const [open, setOpen] = useState(false);
  const calendarId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const selected = parseDateInput(field.value) ?? undefined;
  const polish = i18n.language.startsWith('pl');

  const calendarRef = useRef<HTMLDivElement>(null);

  // Opening moves focus into the calendar (the day the grid makes tabbable); Escape hands it back.
  useEffect(() => {
    const calendar = calendarRef.current;
    if (!open || !calendar) return;
    const focusTarget =
      calendar.querySelector<HTMLElement>('.rdp-day_button[tabindex="0"]') ??
      calendar.querySelector<HTMLElement>('.rdp-day_button');
    focusTarget?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
    };
    calendar.addEventListener('keydown', onKeyDown);
    return () => calendar.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="date-field">
      <TextField
        {...field}
        hint={t('date.hint', {
          example: formatDateInput(new Date(2026, 9, 1), i18n.language),
          format: dateInputFormat(i18n.language).label,
        })}
        // Digits and a separator on a phone ("." or ",", both read: date-input.ts); the
        // digits-only keypad ("numeric") has none for 01.10.2026 or 01/10/2026.
        inputMode="decimal"
        autoComplete="off"
        className="date-field__input"
        onChange={(event) => onChange(event.target.value)}
      />
      <button
        ref={toggleRef}
        type="button"
        className="button button--secondary date-field__toggle"
        aria-expanded={open}
        aria-controls={calendarId}
        // The visible words, then the field: a visually hidden span for the field made Chromium
        // read "Choose from the calendar : Accommodation since", a space before the colon.
        aria-label={t(open ? 'date.closeCalendarFor' : 'date.openCalendarFor', {
          field: field.label,
        })}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? t('date.closeCalendar') : t('date.openCalendar')}
      </button>
      <div id={calendarId} hidden={!open} className="date-field__calendar" ref={calendarRef}>
        {open ? (
          <DayPicker
            mode="single"
            locale={polish ? pl : enGB}
            weekStartsOn={1}
            // Column heads from the language's own abbreviations, Sunday first: date-fns' Polish
            // ones (pon, wto, …, nie) read as words, "nie" as "no". The full name is the label.
            formatters={{
              formatWeekdayName: (day) => t('date.weekdays').split(' ')[day.getDay()] ?? '',
            }}
            selected={selected}
            defaultMonth={selected ?? fromDate ?? undefined}
            disabled={fromDate ? { before: fromDate } : undefined}
            aria-label={t('date.calendarLabel', { field: field.label })}
            onSelect={(date) => {
              if (date) onChange(formatDateInput(date, i18n.language));
              setOpen(false);
              document.getElementById(field.id)?.focus();
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
