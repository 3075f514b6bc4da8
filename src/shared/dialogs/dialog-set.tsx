import { ErrorDialog } from './error-dialog';
import { GuestForbiddenDialog } from './guest-forbidden-dialog';
import { SignInAgainDialog } from './sign-in-again-dialog';

/** The app-wide dialogs the HTTP client opens (their code loads apart: app-dialogs.tsx). */
export default function DialogSet() {
  return (
    <>
      <GuestForbiddenDialog />
      <ErrorDialog />
      <SignInAgainDialog />
    </>
  );
}
