import { useTranslation } from 'react-i18next';
import type { ApiErrorStatus } from '@/shared/errors/api-error';
import { formatMoment } from '@/shared/lib/format-moment';
import { useAppSelector } from '@/shared/store/hooks';
import { AlertDialog } from './alert-dialog';
import { errorDialogClosed, selectErrorDialog } from '@/shared/api/dialog-slice';
import { OfficeContact } from './office-contact';

/**
 * What the dialog says, by kind: when no (readable) answer came or the server is busy, trying
 * again is what helps, so it says only that; when the server failed or refused, the spec's
 * generic sentence asks the person to note the details and contact the office, so the details
 * and the office's contact follow.
 */
export type ErrorDialogKind = 'offline' | 'timeout' | 'badResponse' | 'busy' | 'fault';

export function errorDialogKind(status: ApiErrorStatus): ErrorDialogKind {
  if (status === 'NETWORK') return 'offline';
  if (status === 'TIMEOUT') return 'timeout';
  if (status === 'BAD_RESPONSE') return 'badResponse';
  if (status === 429 || status === 503) return 'busy';
  return 'fault';
}

/** The status in words, for the details a person reads out to the office. */
function statusKey(status: number) {
  if (status >= 500) return 'errorDialog.statusWords.server' as const;
  return 'errorDialog.statusWords.refused' as const;
}

/**
 * The error popup of product.md §8. Server text is only ever a React text child, so markup in
 * it (`<img src=x onerror=...>`) is shown literally, never interpreted.
 */
export function ErrorDialog() {
  const { t, i18n } = useTranslation('common');
  const content = useAppSelector(selectErrorDialog);
  const detail = content?.detail;
  const kind = content ? errorDialogKind(content.status) : null;
  return (
    <AlertDialog
      open={content !== null}
      title={t('errorDialog.title')}
      close={errorDialogClosed}
      className="modal--error"
    >
      {kind && kind !== 'fault' ? <p>{t(`apiFailure.${kind}`)}</p> : null}
      {kind === 'fault' ? <p>{t('errors.generic')}</p> : null}
      {detail?.kind === 'list'
        ? (detail.worded ?? []).map((key) => (
            <p key={key}>{t(key as 'serverRefusal.emailTaken')}</p>
          ))
        : null}
      {detail?.kind === 'list' && detail.items.length > 0 ? (
        <ul className="error-dialog__list">
          {detail.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      ) : null}
      {detail?.kind === 'text' && detail.text.trim() !== '' ? (
        <p className="error-dialog__text">{detail.text}</p>
      ) : null}
      {content && kind === 'fault' && typeof content.status === 'number' ? (
        <>
          <dl className="error-dialog__info">
            <dt>{t('errorDialog.status')}</dt>
            <dd>{t(statusKey(content.status), { status: content.status })}</dd>
            <dt>{t('errorScreen.time')}</dt>
            <dd>
              <time dateTime={content.time}>{formatMoment(content.time, i18n.language)}</time>
            </dd>
          </dl>
          <OfficeContact />
        </>
      ) : null}
    </AlertDialog>
  );
}
