import { ErrorDialog } from './error-dialog';
import { GuestForbiddenDialog } from './guest-forbidden-dialog';
import { SignInAgainDialog } from './sign-in-again-dialog';

/** The app-wide dialogs the HTTP client opens; mounted once by the layout. */
export function AppDialogs() {
  return (
    <>
      <GuestForbiddenDialog />
      <ErrorDialog />
      <SignInAgainDialog />
    </>
  );
}
