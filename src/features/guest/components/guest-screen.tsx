import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { apiFailureKind, httpStatusOf } from '@/shared/api/api-failure';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import {
  guestCleared,
  guestUuidSaved,
  selectGuestToken,
  selectGuestUuid,
} from '@/shared/session/guest-slice';
import { isGuestTokenExpired } from '@/shared/session/guest-token';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { QueryState } from '@/shared/ui/query-state';
import { ServerMessages } from '@/shared/ui/server-messages';
import { useGetGuestStatusQuery, type GuestStatus } from '../api';
import { readGuestLink } from '../guest-link';
import { GuestForm } from './guest-form';
import { GuestResult } from './guest-result';
import { LinkProblem } from './link-problem';
import './guest.css';

/** Where the guest starts: a still-valid token for this uuid, an expired one, or none. */
type Start = 'valid-token' | 'expired-token' | 'none';

function GuestFlow({ uuid }: { uuid: string }) {
  const { t } = useTranslation('guest');
  const dispatch = useAppDispatch();
  const storedUuid = useAppSelector(selectGuestUuid);
  const token = useAppSelector(selectGuestToken);
  const [start] = useState<Start>(() => {
    if (!token || storedUuid !== uuid) return 'none';
    return isGuestTokenExpired(token) ? 'expired-token' : 'valid-token';
  });
  const [verified, setVerified] = useState<GuestStatus | null>(null);
  const [expired, setExpired] = useState(start === 'expired-token');
  const [useStoredToken, setUseStoredToken] = useState(start === 'valid-token');

  useEffect(() => {
    // Saving another uuid drops any token signed for the previous one.
    dispatch(guestUuidSaved(uuid));
  }, [dispatch, uuid]);

  const stored = useGetGuestStatusQuery(uuid, { skip: !useStoredToken || verified !== null });
  const status = verified ?? (useStoredToken ? (stored.data ?? null) : null);
  // The server refused the held token (not a failure to answer): it is of no further use.
  const rejected =
    !status &&
    useStoredToken &&
    apiFailureKind(stored.error) === 'rejected' &&
    httpStatusOf(stored.error) !== 403;

  useEffect(() => {
    if (!rejected) return;
    dispatch(guestCleared());
    dispatch(guestUuidSaved(uuid));
  }, [dispatch, rejected, uuid]);

  if (!status && useStoredToken && !rejected) {
    if (httpStatusOf(stored.error) === 403)
      return (
        <Alert tone="error" title={t('forbidden')}>
          <ServerMessages error={stored.error} />
        </Alert>
      );
    // Loaded, the status above takes over; until then the check, or why it failed.
    return (
      <QueryState
        queries={[stored]}
        loadingLabel={t('checking')}
        failureTitle={t('stored.failed')}
        actions={
          <Button variant="secondary" onClick={() => setUseStoredToken(false)}>
            {t('stored.enterAgain')}
          </Button>
        }
      >
        {() => null}
      </QueryState>
    );
  }

  if (status)
    return (
      <GuestResult
        status={status}
        onUpdated={setVerified}
        onExpired={() => {
          dispatch(guestCleared());
          dispatch(guestUuidSaved(uuid));
          setVerified(null);
          setUseStoredToken(false);
          setExpired(true);
        }}
      />
    );

  return (
    <GuestForm
      uuid={uuid}
      notice={expired ? 'expired' : rejected ? 'stored.rejected' : null}
      noticeError={rejected ? stored.error : undefined}
      onVerified={(next) => {
        setExpired(false);
        setVerified(next);
      }}
    />
  );
}

export default function GuestScreen() {
  const { t } = useTranslation('guest');
  useDocumentTitle(t('title'));
  const [search] = useSearchParams();
  const link = readGuestLink(search);
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{t('title')}</h1>
      {link.kind === 'valid' ? (
        <GuestFlow key={link.uuid} uuid={link.uuid} />
      ) : (
        <LinkProblem kind={link.kind} />
      )}
    </section>
  );
}
