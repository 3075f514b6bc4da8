import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useAppSelector } from '@/shared/store/hooks';
import { selectDoesUserAgreeRODO } from '../registration-slice';
import { LazyRegistrationForm } from './lazy-registration-form';
import RodoScreen from './rodo-screen';
import './application.css';

type ApplicationScreenProps = { mode: 'register' | 'placeRequest' };

/** Registration and the place application share one form; the declarations come first. */
export function ApplicationScreen({ mode }: ApplicationScreenProps) {
  const { t } = useTranslation('application');
  const title = mode === 'register' ? t('register.title') : t('placeRequest.title');
  const agreed = useAppSelector(selectDoesUserAgreeRODO);
  useDocumentTitle(agreed ? title : t('rodo.title'));
  const [delivered, setDelivered] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const successRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (delivered) successRef.current?.focus();
  }, [delivered]);

  // The declarations are the path's first step, shown in place: no page that only sends on.
  if (!agreed && !delivered)
    return <RodoScreen next={mode === 'register' ? paths.register : paths.placeRequest} />;

  return (
    <section className="screen application" aria-labelledby="screen-title">
      {delivered ? null : (
        <p className="application__step" id="screen-step">
          {t('steps.step', { number: 2, total: 2 })}
        </p>
      )}
      <h1 id="screen-title" aria-describedby={delivered ? undefined : 'screen-step'}>
        {title}
      </h1>
      {delivered ? (
        <div className="alert alert--success" role="status">
          <h2 ref={successRef} tabIndex={-1} className="alert__title">
            {t('submit.delivered')}
          </h2>
          {reference ? (
            <p>
              {t('submit.reference')}{' '}
              <strong className="application__reference">{reference}</strong>
            </p>
          ) : null}
          <p>{reference ? t('submit.deliveredBodyReference') : t('submit.deliveredBody')}</p>
          <p>
            <Link to={paths.home}>{t('submit.backHome')}</Link>
          </p>
        </div>
      ) : (
        <>
          <p className="application__intro">
            {mode === 'register' ? t('register.intro') : t('placeRequest.intro')}
          </p>
          <p className="field__hint">{t('form.allRequired')}</p>
          <LazyRegistrationForm
            mode={mode}
            onDelivered={(id) => {
              setReference(id);
              setDelivered(true);
            }}
          />
        </>
      )}
    </section>
  );
}
