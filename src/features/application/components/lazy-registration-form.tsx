import { useEffect, useState, type ComponentProps } from 'react';
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
  const [formModule, setFormModule] = useState<FormModule | null>(loaded);
  useEffect(() => {
    if (formModule) return;
    let active = true;
    void preloadRegistrationForm().then((module) => {
      if (active) setFormModule(module);
    });
    return () => {
      active = false;
    };
  }, [formModule]);
  if (!formModule) return <LoadingState />;
  const { RegistrationForm } = formModule;
  return <RegistrationForm {...props} />;
}
