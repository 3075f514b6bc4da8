import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AppDialogs } from '@/shared/dialogs/app-dialogs';
import { reportError } from '@/shared/lib/error-reporting';
import { retryFailedLazyLoads } from '@/shared/lib/retryable-lazy';
import { LoadingState } from '@/shared/ui/loading-state';
import { GenericErrorScreen } from '../routes/generic-error-screen';
import { announceScreenChange } from '../screen-changed';
import { Footer } from './footer';
import { Header } from './header';
import { OfflineNotice } from './offline-notice';

/**
 * After an in-app navigation, focus the new screen's main region so screen readers follow,
 * unless the new screen has already put focus inside it (a step's heading, use-step-top.ts).
 */
function useFocusMainOnNavigation(main: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!main.current?.contains(document.activeElement))
      main.current?.focus({ preventScroll: false });
    window.scrollTo?.(0, 0);
    announceScreenChange();
  }, [pathname, main]);
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);
  return (
    <div className="app">
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {t('skipToContent')}
      </a>
      <Header />
      <OfflineNotice />
      <main id="main" ref={mainRef} tabIndex={-1} className="site-main">
        <ErrorBoundary
          FallbackComponent={GenericErrorScreen}
          resetKeys={[pathname]}
          onReset={retryFailedLazyLoads}
          onError={(error) =>
            reportError(error instanceof Error ? error : new Error(String(error)))
          }
        >
          <Suspense fallback={<LoadingState />}>{children}</Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <AppDialogs />
    </div>
  );
}
