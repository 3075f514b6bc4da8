import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldIds } from './field-ids';

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p className="field__hint" id={fieldIds(id).hint}>
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  if (!children) return null;
  return (
    <p className="field__error" id={fieldIds(id).error}>
      <span className="visually-hidden">{t('form.errorPrefix')} </span>
      {children}
    </p>
  );
}
