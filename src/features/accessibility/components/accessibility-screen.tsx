import { Trans, useTranslation } from 'react-i18next';
import { OfficeContactItems } from '@/shared/ui/contact-links';
import { formatDate } from '@/shared/lib/format';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { statementDates } from '../statement-dates';

const exceptionKeys = ['captcha', 'documents', 'qr', 'externalPages'] as const;
const assessmentKeys = ['axe', 'keyboard', 'reflow', 'screenReader'] as const;

/**
 * The accessibility statement Polish public bodies must publish (ustawa z 4 kwietnia 2019 r.
 * o dostępności cyfrowej), in the structure of the official template.
 */
export default function AccessibilityScreen() {
  const { t, i18n } = useTranslation(['accessibility', 'common']);
  useDocumentTitle(t('title'));
  const date = (value: string) => formatDate(value, i18n.language);
  return (
    <article className="screen prose" aria-labelledby="screen-title">
      <h1 id="screen-title">{t('title')}</h1>
      <p className="lead">{t('intro', { product: t('common:productTitle') })}</p>

      <dl className="facts">
        <dt>{t('dates.published')}</dt>
        <dd>
          <time dateTime={statementDates.published}>{date(statementDates.published)}</time>
        </dd>
        <dt>{t('dates.updated')}</dt>
        <dd>
          <time dateTime={statementDates.updated}>{date(statementDates.updated)}</time>
        </dd>
        <dt>{t('dates.prepared')}</dt>
        <dd>
          <time dateTime={statementDates.prepared}>{date(statementDates.prepared)}</time>
        </dd>
      </dl>

      <h2>{t('status.title')}</h2>
      <p>{t('status.body')}</p>

      <h2>{t('exceptions.title')}</h2>
      <ul>
        {exceptionKeys.map((key) => (
          <li key={key}>{t(`exceptions.items.${key}`)}</li>
        ))}
      </ul>

      <h2>{t('assessment.title')}</h2>
      <p>{t('assessment.body')}</p>
      <ul>
        {assessmentKeys.map((key) => (
          <li key={key}>{t(`assessment.items.${key}`)}</li>
        ))}
      </ul>

      <h2>{t('features.title')}</h2>
      <p>{t('features.body')}</p>

      <h2>{t('contact.title')}</h2>
      <p>{t('contact.body')}</p>
      <ul>
        <OfficeContactItems email={t('contact.email')} phone={t('contact.phone')} />
      </ul>

      <h2>{t('procedure.title')}</h2>
      <p>{t('procedure.request')}</p>
      <p>{t('procedure.deadlines')}</p>
      <p>{t('procedure.complaint')}</p>
      <p>
        <Trans
          t={t}
          i18nKey="procedure.ombudsman"
          components={{
            rpoLink: (
              // eslint-disable-next-line jsx-a11y/anchor-has-content -- content comes from the translation
              <a href="https://bip.brpo.gov.pl/" rel="noopener noreferrer" />
            ),
          }}
        />
      </p>

      <h2>{t('building.title')}</h2>
      <p>{t('building.body')}</p>
    </article>
  );
}
