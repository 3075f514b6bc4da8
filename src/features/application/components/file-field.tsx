import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FieldFrame,
  fieldControlProps,
  type ControlledFieldProps,
} from '@/shared/ui/form/field-frame';
import { displayFileName } from '@/shared/validation/file-name';

type FileFieldProps = ControlledFieldProps<File | null> & {
  hint?: string;
  accept: string;
  /** Show an image preview of the chosen file (the ID-type photo). */
  preview?: boolean;
  /** What is being done with the chosen file, or what became of it (the photo's preparation). */
  status?: ReactNode;
};

/**
 * A file input; the type is checked by the schema from the file's structure, so `accept` only
 * narrows the browser's picker. The chosen name is shown cleaned (no path, no control or
 * direction-override characters) and never sent. Files are never kept in drafts.
 *
 * The browser words its own file button ("Choose File", "No file chosen") in the browser's
 * language, whatever the page's: the input is kept (focusable, labelled by the field's label) but
 * drawn as a button and a status worded by the page.
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
  status,
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
    <FieldFrame id={id} label={label} labelId={`${id}-label`} hint={hint} error={error}>
      <div className="file-field__picker">
        <input
          {...fieldControlProps(id, hint, error)}
          ref={ref}
          name={name}
          type="file"
          accept={accept}
          className="file-field__input"
          aria-labelledby={`${id}-label`}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          onBlur={onBlur}
        />
        {/* What a pointer or a sighted keyboard user sees; a screen reader has the input. */}
        <label
          htmlFor={id}
          className="button button--secondary file-field__button"
          aria-hidden="true"
        >
          {t('file.choose')}
        </label>
        {value ? null : (
          <span className="file-field__none" aria-hidden="true">
            {t('file.none')}
          </span>
        )}
      </div>
      {value ? (
        <p className="file-field__chosen">
          {t('file.chosen', {
            name: displayFileName(value.name),
            size: Math.max(1, Math.round(value.size / 1024)),
          })}
        </p>
      ) : null}
      {status}
      {preview && previewUrl && !error ? (
        <img className="file-field__preview" src={previewUrl} alt={t('file.previewAlt')} />
      ) : null}
    </FieldFrame>
  );
}
