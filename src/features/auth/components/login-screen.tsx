import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { ApiFailureKind } from '@/shared/api/api-failure';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { signedIn } from '@/shared/session/account-slice';
import { useAppDispatch } from '@/shared/store/hooks';
import { redirectToSignIn } from '@/shared/session/sign-in';
import { pendingSignInCallback, signInCallbackHandled } from '@/shared/session/sign-in-callback';
import { noteSignInCompleted } from '@/shared/session/sign-on-round-trip';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { LoadingState } from '@/shared/ui/loading-state';
import {
  completeSignInOnce,
  refuseSignInOnce,
  type AuthorizationRefusal,
} from '../complete-sign-in';

type Failure = {
  reason: 'state' | 'exchange' | 'missing' | AuthorizationRefusal;
  messages: string[];
  /** For 'exchange': why it failed ('rejected': the server refused the code). */
  kind?: ApiFailureKind;
};

/**
 * /login: where the single sign-on's answer lands, either captured from the real query string by
 * the entry (`<app>?code=&state=`, already gone from the address) or, in the older shape, in the
 * hash route (`#/login?code=&state=`). Checks the state's one-time value, exchanges the code with
 * the PKCE verifier, stores the session, then replaces the address with the state's route, or
 * the main page if it is not ours, so the code leaves the address bar and history.
 */
export default function LoginScreen() {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('title'));
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  // Read once: the captured answer is forgotten when handled, the hash-route one navigated away.
  const [{ code, state, error, iss }] = useState(() => {
    const captured = pendingSignInCallback();
    return (
      captured ?? {
        code: search.get('code'),
        state: search.get('state'),
        error: search.get('error'),
        iss: search.get('iss'),
      }
    );
  });
  // An error answer (RFC 6749 4.1.2.1) carries no code; if it did, the error still wins.
  const [failure, setFailure] = useState<Failure | null>(() => {
    if (error !== null) return { reason: refuseSignInOnce(error, state, iss).reason, messages: [] };
    return code ? null : { reason: 'missing', messages: [] };
  });
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (error === null) return;
    // The answer is used: forget it and take it out of a hash-route address (the error_description
    // with it, which is the sign-on's untrusted text and is never shown).
    signInCallbackHandled();
    void navigate(paths.login, { replace: true });
  }, [error, navigate]);

  useEffect(() => {
    if (!code || error !== null) return;
    let current = true;
    void completeSignInOnce(code, state, iss).then((result) => {
      if (!current) return;
      signInCallbackHandled();
      if (result.ok) {
        // A 401 in the next minute then explains itself instead of starting another sign-on.
        noteSignInCompleted();
        dispatch(signedIn(result.session));
        void navigate(result.returnTo, { replace: true });
        return;
      }
      setFailure(
        result.reason === 'exchange'
          ? { reason: 'exchange', messages: result.messages, kind: result.kind }
          : { reason: result.reason, messages: [] },
      );
      void navigate(paths.login, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [code, state, error, iss, dispatch, navigate]);

  useEffect(() => {
    if (failure && failure.reason !== 'missing') headingRef.current?.focus();
  }, [failure]);

  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title" ref={headingRef} tabIndex={-1}>
        {t('title')}
      </h1>
      {failure ? (
        <>
          <Alert
            tone={failure.reason === 'missing' ? 'info' : 'error'}
            title={t(`failure.${failure.reason}.title`)}
          >
            <p>
              {failure.kind && failure.kind !== 'rejected'
                ? t(`common:apiFailure.${failure.kind}`)
                : t(`failure.${failure.reason}.body`)}
            </p>
            {failure.messages.length > 0 ? (
              <ul>
                {failure.messages.map((message, index) => (
                  <li key={index}>{message}</li>
                ))}
              </ul>
            ) : null}
          </Alert>
          <div className="button-row">
            <Button onClick={() => redirectToSignIn(paths.panel)}>
              {failure.reason === 'missing' ? t('signIn') : t('signInAgain')}
            </Button>
            <Link to={paths.home} className="button button--secondary">
              {t('backHome')}
            </Link>
          </div>
        </>
      ) : (
        <LoadingState label={t('inProgress')} />
      )}
    </section>
  );
}
