import { useEffect, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { LoadingState } from '@/shared/ui/loading-state';
import type * as RegistrationFormModule from './registration-form';

type FormModule = typeof RegistrationFormModule;

let loaded: FormModule | null = null;

/**
 * The form (validation rules, date picker, file checks) is most of the application screens'
 * code; it loads after the heading, intro and declarations gate have painted. Calling this early
 * (tests, or a screen about to need it) makes the form render at once.
 */
export function preloadRegistrationForm(): Promise<FormModule> {
  return import('./registration-form').then((module) => (loaded = module));
}

export function LazyRegistrationForm(props: ComponentProps<FormModule['RegistrationForm']>) {
  const { t } = useTranslation('common');
  const [formModule, setFormModule] = useState<FormModule | null>(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (formModule || failed) return;
    let active = true;
    preloadRegistrationForm().then(
      (module) => {
        if (active) setFormModule(module);
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [formModule, failed]);
  if (failed)
    return (
      <Alert tone="error" title={t('errorScreen.notLoadedTitle')}>
        <p>{t('apiFailure.offline')}</p>
        <Button variant="secondary" onClick={() => setFailed(false)}>
          {t('actions.tryAgain')}
        </Button>
      </Alert>
    );
  if (!formModule) return <LoadingState />;
  const { RegistrationForm } = formModule;
  return <RegistrationForm {...props} />;
}
