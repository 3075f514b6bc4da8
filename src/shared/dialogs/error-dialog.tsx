import { useTranslation } from 'react-i18next';
import { formatMoment } from '@/shared/lib/format-moment';
import { useAppDispatch, useAppSelector } from '@/shared/session/hooks';
import { Modal } from '@/shared/ui/modal';
import { errorDialogClosed, selectErrorDialog } from './dialog-slice';

/** No (readable) answer arrived: the sentences every screen uses for the same failures. */
const noAnswerSentence = {
  network: 'apiFailure.offline',
  timeout: 'apiFailure.timeout',
  badResponse: 'apiFailure.badResponse',
} as const;
type NoAnswer = keyof typeof noAnswerSentence;

/**
 * The error popup of spec section 8. Server text is only ever a React text child, so markup in
 * it (`<img src=x onerror=...>`) is shown literally, never interpreted.
 */
export function ErrorDialog() {
  const { t, i18n } = useTranslation('common');
  const dispatch = useAppDispatch();
  const content = useAppSelector(selectErrorDialog);
  const detail = content?.detail;
  const noAnswer = detail && detail.kind in noAnswerSentence ? (detail.kind as NoAnswer) : null;
  return (
    <Modal
      open={content !== null}
      role="alertdialog"
      title={t('errorDialog.title')}
      closeLabel={t('actions.close')}
      onClose={() => dispatch(errorDialogClosed())}
      className="modal--error"
    >
      <p>{t('errors.generic')}</p>
      {detail?.kind === 'list' ? (
        <ul className="error-dialog__list">
          {detail.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      ) : null}
      {detail?.kind === 'text' && detail.text.trim() !== '' ? (
        <p className="error-dialog__text">{detail.text}</p>
      ) : null}
      {noAnswer ? <p>{t(noAnswerSentence[noAnswer])}</p> : null}
      {content ? (
        <dl className="error-dialog__info">
          <dt>{t('errorDialog.status')}</dt>
          <dd>{String(content.status)}</dd>
          <dt>{t('errorScreen.time')}</dt>
          <dd>
            <time dateTime={content.time}>{formatMoment(content.time, i18n.language)}</time>
          </dd>
        </dl>
      ) : null}
    </Modal>
  );
}
