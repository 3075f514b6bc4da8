import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { fieldId } from '@/shared/ui/form/use-form-field';

/** The fields the university's student records are compared with (the deanery mismatch). */
const checkedFields = ['firstName', 'lastName', 'pesel', 'indexNumber'] as const;

/**
 * The student data mismatch (product.md §8): the product's sentence, then the fields to check, each
 * a link to its field (as the error summary's are), so the person knows what to correct. A
 * foreigner has no PESEL field, so it is not listed for one.
 */
export function MismatchAlert({
  id,
  alertRef,
  foreigner,
}: {
  id: string;
  alertRef: Ref<HTMLDivElement>;
  foreigner: boolean;
}) {
  const { t } = useTranslation('application');
  const fields = checkedFields.filter((name) => !(foreigner && name === 'pesel'));
  return (
    <div ref={alertRef} tabIndex={-1} id={id}>
      <Alert tone="error" title={t('submit.mismatch')}>
        <p>{t('submit.mismatchCheck')}</p>
        <ul className="alert__links">
          {fields.map((name) => (
            <li key={name}>
              <a
                href={`#${fieldId(name)}`}
                onClick={(event) => {
                  // The hash router would read "#firstName" as a route: move focus ourselves.
                  event.preventDefault();
                  const field = document.getElementById(fieldId(name));
                  field?.focus();
                  field?.scrollIntoView?.({ block: 'center' });
                }}
              >
                {t(`form.${name}`)}
              </a>
            </li>
          ))}
        </ul>
      </Alert>
    </div>
  );
}
