import { Suspense, useEffect, useState } from 'react';
import {
  selectErrorDialog,
  selectGuestForbiddenOpen,
  selectSignInAgain,
} from '@/shared/api/dialog-slice';
import { rememberLoad, retryableLazy } from '@/shared/lib/retryable-lazy';
import { whenIdle } from '@/shared/lib/when-idle';
import { useAppSelector } from '@/shared/store/hooks';

// The dialogs are not part of the code every page downloads before it starts (the entry budget,
// decision 006): they load once the page is idle, so that one opens at once when a request fails
// (offline too), and at the latest when one is asked for.
const loadDialogs = rememberLoad(() => import('./dialog-set'));
const DialogSet = retryableLazy(loadDialogs);

/** The app-wide dialogs the HTTP client opens; mounted once by the layout. */
export function AppDialogs() {
  const asked = useAppSelector(
    (state) =>
      selectErrorDialog(state) !== null ||
      selectGuestForbiddenOpen(state) ||
      selectSignInAgain(state) !== null,
  );
  // Once mounted they stay, so a dialog that closes still returns focus where it came from.
  const [mounted, setMounted] = useState(asked);
  if (asked && !mounted) setMounted(true);
  useEffect(() => {
    let live = true;
    void whenIdle()
      .then(() => (live ? loadDialogs() : undefined))
      // A failed download is fetched again when a dialog is asked for.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <DialogSet />
    </Suspense>
  ) : null;
}
