import type { FormEvent, ReactNode } from 'react';
import { ErrorSummary, type SummaryError } from './error-summary';

type FormProps = {
  /** What react-hook-form's `handleSubmit(onValid)` gave. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The error summary's list: `summary(order)` of useFormField. */
  errors: readonly SummaryError[];
  /** The form's formState.submitCount, from the same render as `errors`. */
  submitCount: number;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  /** That heading, when it is the form's own first line. */
  heading?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A kit form inside its <FormProvider>: the browser's own validation off (the kit's messages
 * speak instead), then its heading, then the error summary, then the fields.
 */
export function Form({
  onSubmit,
  errors,
  submitCount,
  labelledBy,
  heading,
  className,
  children,
}: FormProps) {
  return (
    <form
      className={className ? `form ${className}` : 'form'}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={labelledBy}
    >
      {heading ? <h2 id={labelledBy}>{heading}</h2> : null}
      <ErrorSummary errors={errors} submitCount={submitCount} />
      {children}
    </form>
  );
}
