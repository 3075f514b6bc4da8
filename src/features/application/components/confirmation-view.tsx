import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { formatDate, formatDateTime } from '@/shared/lib/format';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { Button } from '@/shared/ui/button';
import type { Confirmation } from '../confirmation';
import { useStepTop } from './use-step-top';

/**
 * The confirmation of a delivered application (issue 34, point 3), at its own address
 * (`paths.applicationSent`): the reference number with a copy button, when it was sent, what
 * happens next and when, and whether an e-mail follows, as the server's receipt says. It offers
 * no way to send the application again: only the way back to the main page.
 */
export function ConfirmationView({
  confirmation,
  justSent = false,
}: {
  confirmation: Confirmation;
  /** Shown in place of the form that was just sent: a new step, whatever opened the page. */
  justSent?: boolean;
}) {
  const { t, i18n } = useTranslation('application');
  const heading = useStepTop('sent', justSent);
  useDocumentTitle(t('sent.title'));
  const { reference, submittedAt, confirmationEmail, decisionBy, placeRequested } = confirmation;

  return (
    <section className="screen application application-sent" aria-labelledby="screen-title">
      <h1 id="screen-title" ref={heading} tabIndex={-1}>
        {t('submit.delivered')}
      </h1>
      <div className="alert alert--success">
        {reference ? (
          <>
            <p className="application-sent__reference">
              {t('submit.reference')}{' '}
              <strong className="application__reference">{reference}</strong>
            </p>
            <CopyReference reference={reference} />
            <p>{t('sent.quote')}</p>
          </>
        ) : null}
        {submittedAt ? (
          <p>{t('sent.at', { date: formatDateTime(submittedAt, i18n.language) })}</p>
        ) : null}
      </div>

      <h2>{t('sent.nextTitle')}</h2>
      <p>
        {placeRequested
          ? decisionBy
            ? t('sent.nextPlaceBy', { date: formatDate(decisionBy, i18n.language) })
            : t('sent.nextPlace')
          : t('sent.nextRegistration')}
      </p>
      <p>
        {confirmationEmail === true
          ? t('sent.email')
          : confirmationEmail === false
            ? t('sent.noEmail')
            : t('sent.emailUnknown')}
      </p>
      <p>
        <Link to={paths.home}>{t('submit.backHome')}</Link>
      </p>
    </section>
  );
}

/** Copies the reference number; says so (or that it could not) where a screen reader hears it. */
function CopyReference({ reference }: { reference: string }) {
  const { t } = useTranslation('application');
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  if (typeof navigator === 'undefined' || !navigator.clipboard) return null;
  return (
    <p className="application-sent__copy">
      <Button
        variant="secondary"
        onClick={() =>
          void navigator.clipboard.writeText(reference).then(
            () => setCopied('yes'),
            () => setCopied('no'),
          )
        }
      >
        {t('sent.copy')}
      </Button>{' '}
      <span role="status">
        {copied === 'yes' ? t('sent.copied') : copied === 'no' ? t('sent.notCopied') : ''}
      </span>
    </p>
  );
}
