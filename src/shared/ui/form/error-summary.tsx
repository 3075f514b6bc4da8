import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type SummaryError = { fieldId: string; message: string };

type ErrorSummaryProps = {
  errors: readonly SummaryError[];
  /** Changes on every failed submit, so focus moves to the summary each time. */
  submitCount: number;
};

/**
 * GOV.UK-style summary: shown after a failed submit, focused, each entry a link to its field.
 * Links are plain anchors (work without JS styling) but we move focus ourselves, because the
 * hash router would otherwise treat "#field" as a route.
 */
export function ErrorSummary({ errors, submitCount }: ErrorSummaryProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  const handledSubmit = useRef(0);
  const hasErrors = errors.length > 0;

  // Focus moves here once per failed submit, when the submit ends with errors (react-hook-form
  // counts a submit when it has ended, server errors placed included). Errors appearing later
  // while the person types (live re-validation after a submit the server refused) must never
  // pull focus out of the field they are in.
  useEffect(() => {
    if (submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    if (hasErrors) ref.current?.focus();
  }, [hasErrors, submitCount]);

  if (!hasErrors) return null;
  return (
    <div
      ref={ref}
      className="error-summary"
      role="alert"
      aria-labelledby="error-summary-title"
      tabIndex={-1}
    >
      <h2 className="error-summary__title" id="error-summary-title">
        {t('form.errorSummaryTitle')}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                event.preventDefault();
                const field = document.getElementById(error.fieldId);
                field?.focus();
                field?.scrollIntoView?.({ block: 'center' });
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
