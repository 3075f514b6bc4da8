import { useRef, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldId, useFieldError } from '@/shared/ui/form/use-form-field';
import { preparePhoto, type PreparedPhoto } from '@/shared/validation/reencode-image';
import { officePhoto, type RegisterValues } from '../../schemas';
import { FileField } from '../file-field';
import { AskedAfterSignIn, useAwaitsSignIn } from './sign-in-first';

const guidance = ['face', 'background', 'nothing', 'recent'] as const;

const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/**
 * The face photo (issue 34, point 2): any photo the browser can open, of any size, is scaled and
 * encoded in the browser to what the office takes (product.md §5), shown as it will be sent, with
 * the face-photo guidance beside it. Only a file the browser cannot open is refused, and its
 * message says what to do (an iPhone's HEIC photo on a computer).
 */
export function PhotoSection() {
  const { t } = useTranslation('application');
  const error = useFieldError();
  const { setValue } = useFormContext<RegisterValues>();
  const [preparing, setPreparing] = useState(false);
  const [prepared, setPrepared] = useState<PreparedPhoto | null>(null);
  // Only the last choice counts: a slow photo chosen first must not replace a later one.
  const choice = useRef(0);
  const later = useAwaitsSignIn();

  const choose = async (file: File | null) => {
    const current = (choice.current += 1);
    setPrepared(null);
    if (!file) {
      setValue('photo', null, { shouldDirty: true, shouldValidate: true });
      return;
    }
    setPreparing(true);
    const result = await preparePhoto(file, officePhoto);
    if (current !== choice.current) return;
    setPreparing(false);
    if (result.kind === 'prepared') setPrepared(result.photo);
    // A photo the browser cannot open stays chosen, so its message says what to do at once;
    // where the browser cannot draw at all, the original is checked by its structure.
    const value = result.kind === 'prepared' ? result.photo.file : file;
    setValue('photo', value, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <fieldset className="fieldset form-section">
      <legend className="form-section__legend">{t('form.photoLegend')}</legend>
      {later ? (
        <AskedAfterSignIn what="photo" />
      ) : (
        <div className="photo-field">
          <Controller
            name="photo"
            render={({ field: { value, onBlur, name, ref } }) => (
              <FileField
                id={fieldId(name)}
                name={name}
                ref={ref}
                label={t('form.photo')}
                hint={t('form.photoHint')}
                accept="image/*"
                preview
                value={(value as File | null) ?? null}
                onChange={(file) => void choose(file)}
                onBlur={onBlur}
                error={error(name)}
                status={
                  <p className="file-field__status" role="status">
                    {preparing
                      ? t('photo.preparing')
                      : prepared && value === prepared.file
                        ? t('photo.prepared', {
                            width: prepared.width,
                            height: prepared.height,
                            size: kilobytes(prepared.file.size),
                          })
                        : null}
                  </p>
                }
              />
            )}
          />
          <div className="photo-guidance">
            <p className="photo-guidance__title" id="photo-guidance">
              {t('photo.guidanceTitle')}
            </p>
            <ul aria-labelledby="photo-guidance">
              {guidance.map((item) => (
                <li key={item}>{t(`photo.guidance.${item}`)}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </fieldset>
  );
}
