import { useEffect, useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy } from '@/shared/ui/form/field-ids';
import { displayFileName } from '@/shared/validation/file-name';
import { FieldError, FieldHint } from '@/shared/ui/form/field-message';

type FileFieldProps = {
  id: string;
  label: string;
  hint?: string;
  accept: string;
  value: File | null;
  onChange: (file: File | null) => void;
  onBlur: () => void;
  name: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /** Show an image preview of the chosen file (the ID-type photo). */
  preview?: boolean;
};

/**
 * A file input; the type is checked by the schema from the file's structure, so `accept` only
 * narrows the browser's picker. The chosen name is shown cleaned (no path, no control or
 * direction-override characters) and never sent. Files are never kept in drafts.
 */
export function FileField({
  id,
  label,
  hint,
  accept,
  value,
  onChange,
  onBlur,
  name,
  error,
  ref,
  preview = false,
}: FileFieldProps) {
  const { t } = useTranslation('application');
  const previewUrl = useMemo(
    () =>
      preview && value && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(value)
        : null,
    [preview, value],
  );
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  return (
    <div className={['field', error ? 'field--invalid' : null].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id}>{error}</FieldError>
      <input
        id={id}
        ref={ref}
        name={name}
        type="file"
        accept={accept}
        className="field__input field__input--file"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        onBlur={onBlur}
      />
      {value ? (
        <p className="file-field__chosen">
          {t('file.chosen', {
            name: displayFileName(value.name),
            size: Math.max(1, Math.round(value.size / 1024)),
          })}
        </p>
      ) : null}
      {preview && previewUrl && !error ? (
        <img className="file-field__preview" src={previewUrl} alt={t('file.previewAlt')} />
      ) : null}
    </div>
  );
}
