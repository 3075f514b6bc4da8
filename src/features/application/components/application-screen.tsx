import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useAppSelector } from '@/shared/store/hooks';
import { selectDelivered, selectDoesUserAgreeRODO } from '../registration-slice';
import { ConfirmationView } from './confirmation-view';
import { LazyRegistrationForm } from './lazy-registration-form';
import RodoScreen from './rodo-screen';
import { useStepTop } from './use-step-top';
import './application.css';

type ApplicationScreenProps = { mode: 'register' | 'placeRequest' };

/**
 * Registration and the place application share one form; the declarations come first. Once an
 * application has been delivered in this tab's session, its confirmation stands here instead,
 * at its own address: Back or a reload never brings an empty form that invites a second one.
 */
export function ApplicationScreen({ mode }: ApplicationScreenProps) {
  const agreed = useAppSelector(selectDoesUserAgreeRODO);
  const delivered = useAppSelector(selectDelivered);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Opened at the declarations: the form that follows is a step the person took here.
  const [startedAtDeclarations] = useState(!agreed);

  useEffect(() => {
    if (delivered && pathname !== paths.applicationSent)
      void navigate(paths.applicationSent, { replace: true });
  }, [delivered, pathname, navigate]);

  if (delivered) return <ConfirmationView confirmation={delivered} justSent />;
  // The declarations are the path's first step, shown in place: no page that only sends on.
  if (!agreed)
    return <RodoScreen next={mode === 'register' ? paths.register : paths.placeRequest} />;
  return <FormStep mode={mode} opened={startedAtDeclarations} />;
}

/** Step 2: the form, opened at its top (`opened`: after the declarations, on this page). */
function FormStep({ mode, opened }: ApplicationScreenProps & { opened: boolean }) {
  const { t } = useTranslation('application');
  const title = mode === 'register' ? t('register.title') : t('placeRequest.title');
  useDocumentTitle(title);
  const heading = useStepTop('form', opened);
  return (
    <section className="screen application" aria-labelledby="screen-title">
      <p className="application__step" id="screen-step">
        {t('steps.step', { number: 2, total: 2 })}
      </p>
      <h1 id="screen-title" aria-describedby="screen-step" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className="application__intro">
        {mode === 'register' ? t('register.intro') : t('placeRequest.intro')}
      </p>
      <p className="field__hint">{t('form.allRequired')}</p>
      <LazyRegistrationForm mode={mode} />
    </section>
  );
}
