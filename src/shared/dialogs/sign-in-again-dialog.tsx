import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { AlertDialog } from './alert-dialog';
import { selectSignInAgain, signInAgainClosed } from '@/shared/api/dialog-slice';

/**
 * A 401 on an account request that did not send the person to the sign-on again, because they
 * had just signed in or a 401 had already sent them there once (the loop guard in the HTTP
 * client): says why, and lets the person start the sign-on themselves.
 */
export function SignInAgainDialog() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const reason = useAppSelector(selectSignInAgain);
  return (
    <AlertDialog
      open={reason !== null}
      title={t('signInAgain.title')}
      close={signInAgainClosed}
      actions={
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            dispatch(signInAgainClosed());
            // The sign-on's code (PKCE, the state it keeps) loads on this press only: it is not
            // part of the code every page downloads before it starts (decision 006).
            void import('@/shared/session/sign-in').then(({ startSignIn }) => startSignIn());
          }}
        >
          {t('signInAgain.action')}
        </button>
      }
    >
      {reason ? <p>{t(`signInAgain.${reason}`)}</p> : null}
      <p>{t('signInAgain.hint')}</p>
    </AlertDialog>
  );
}
