import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import {
  guestCleared,
  guestUuidSaved,
  selectGuestToken,
  selectGuestUuid,
} from '@/shared/session/guest-slice';
import { isGuestTokenExpired } from '@/shared/session/guest-token';
import { useAppDispatch, useAppSelector } from '@/shared/session/hooks';
import { LoadingState } from '@/shared/ui/loading-state';
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

  if (!status && useStoredToken && stored.isFetching) return <LoadingState label={t('checking')} />;

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
      notice={expired ? t('expired') : null}
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
