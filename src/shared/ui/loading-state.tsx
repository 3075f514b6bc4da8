import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { busyRetrySnapshot, subscribeBusyRetry } from '@/shared/api/busy-retry';

/**
 * Announced politely to screen readers; the spinner itself is decorative. While a read waits to
 * ask a busy server again, it says so once per wait (no ticking countdown to be read out).
 */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  // The build prerenders the main page (src/start-up/prerender.tsx): no retry is waiting there.
  const busy = useSyncExternalStore(subscribeBusyRetry, busyRetrySnapshot, () => null);
  return (
    <div className="loading-state" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
      {busy ? <span>{t('busyRetry.waiting', { count: busy.seconds })}</span> : null}
    </div>
  );
}
