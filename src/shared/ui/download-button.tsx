import './download-button.css';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '@/shared/lib/error-reporting';
import type { CalendarEvent } from '@/shared/lib/ics';
import { Button } from './button';

export type MadeFile = { name: string; content: string; type: string };

/**
 * A button that makes a file in the page and offers it as a download. `make` imports what it
 * needs itself (a dynamic import), so a screen carries none of it until the button is pressed.
 */
export function DownloadButton({
  make,
  children,
  label,
  variant = 'secondary',
  className,
}: {
  make: () => Promise<MadeFile>;
  children: ReactNode;
  /** The accessible name: the visible words first (WCAG 2.5.3), then what the file holds. */
  label?: string;
  variant?: 'secondary' | 'link';
  className?: string;
}) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const press = async () => {
    setState('busy');
    try {
      const [file, { saveFile }] = await Promise.all([make(), import('@/shared/lib/save-file')]);
      saveFile(file.name, file.content, file.type);
      setState('idle');
    } catch (error) {
      if (error instanceof Error) reportError(error, { area: 'download' });
      setState('failed');
    }
  };
  return (
    <span className={['download', className].filter(Boolean).join(' ')}>
      <Button
        variant={variant}
        busy={state === 'busy'}
        aria-label={label}
        onClick={() => void press()}
      >
        {children}
      </Button>
      <span role="status" className="download__failed">
        {state === 'failed' ? t('download.failed') : null}
      </span>
    </span>
  );
}

/** "Add to calendar": an .ics file of the events, made when pressed. */
export function CalendarButton({
  events,
  fileName,
  label,
  className,
}: {
  /** Called on the press, in the language shown then. */
  events: () => CalendarEvent[];
  fileName: string;
  label: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation('common');
  return (
    <DownloadButton
      variant="link"
      label={label}
      className={['calendar-button', className].filter(Boolean).join(' ')}
      make={async () => {
        const { calendarFile, calendarType } = await import('@/shared/lib/ics');
        return {
          name: fileName,
          content: calendarFile(events(), { language: i18n.language }),
          type: calendarType,
        };
      }}
    >
      <svg
        className="calendar-button__icon"
        viewBox="0 0 16 16"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="1.5" y="2.5" width="13" height="12" rx="1.5" fill="none" stroke="currentColor" />
        <path d="M1.5 6.5h13M5 1v3M11 1v3" stroke="currentColor" />
      </svg>
      {t('download.addToCalendar')}
    </DownloadButton>
  );
}
