import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { connectionNeededEvent, useOnline } from '@/shared/lib/use-online';
import { Alert } from '@/shared/ui/alert';

/**
 * One notice for the whole page while the browser is offline (issue 33, decision 013): what the
 * page loaded stays on screen and each part that could not load says so in one quiet line
 * (QueryState), instead of a red failure per part. A sign-in pressed offline is not started (the
 * university login would fail on the browser's own error page): the notice says why and takes
 * focus, so the person learns it where they are and a screen reader reads it.
 */
export function OfflineNotice() {
  const { t } = useTranslation('common');
  const online = useOnline();
  // Counts the refused sign-ins, so a second press moves focus here again.
  const [signInRefused, setSignInRefused] = useState(0);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const refused = () => setSignInRefused((count) => count + 1);
    window.addEventListener(connectionNeededEvent, refused);
    return () => window.removeEventListener(connectionNeededEvent, refused);
  }, []);

  useEffect(() => {
    if (signInRefused > 0) noticeRef.current?.focus();
  }, [signInRefused]);

  const [seenOnline, setSeenOnline] = useState(online);
  if (online !== seenOnline) {
    setSeenOnline(online);
    if (online) setSignInRefused(0);
  }

  if (online) return null;
  return (
    <div className="offline-notice" ref={noticeRef} tabIndex={-1}>
      <Alert tone="warning" title={t('offline.title')}>
        <p>{t('offline.page')}</p>
        {signInRefused > 0 ? <p>{t('offline.signIn')}</p> : null}
      </Alert>
    </div>
  );
}
