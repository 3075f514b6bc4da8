import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { redirectToSignIn } from '@/shared/session/sign-in';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { RadioGroup } from '@/shared/ui/form/radio-group';
import { useFormField } from '@/shared/ui/form/use-form-field';
import {
  offeredFormTypes,
  placeOffered,
  studentFormSubtypes,
  yesNo,
  type RegisterValues,
} from '../../schemas';
import type { RegistrationMode } from './use-registration-draft';

type TypeSectionProps = {
  mode: RegistrationMode;
  signedIn: boolean;
  /** The signed-in student's known data: filled in, or could not be fetched. */
  account: { filled: boolean; failed: boolean };
};

export function TypeSection({ mode, signedIn, account }: TypeSectionProps) {
  const { t } = useTranslation('application');
  const { field, control } = useFormField<RegisterValues>();
  const [type, subtype] = useWatch({ control, name: ['type', 'studentFormSubtype'] });
  const student = type === 'StudentForm';
  const native = student && subtype === 'NativeStudentForm';
  return (
    <fieldset className="fieldset form-section">
      <legend className="form-section__legend">{t('form.typeLegend')}</legend>
      <RadioGroup
        legend={t('form.type')}
        options={offeredFormTypes(signedIn).map((value) => ({
          value,
          label: t(`form.types.${value}`),
        }))}
        hint={signedIn ? t('form.typeHintSignedIn') : t('form.typeHint')}
        {...field('type')}
      />
      {student ? (
        <RadioGroup
          legend={t('form.subtype')}
          options={studentFormSubtypes.map((value) => ({
            value,
            label: t(`form.subtypes.${value}`),
          }))}
          {...field('studentFormSubtype')}
        />
      ) : null}
      {native && !signedIn ? (
        <div className="sso-box">
          <p className="sso-box__title">{t('sso.title')}</p>
          <p id="sso-register-notice">{t('sso.body')}</p>
          <Button
            aria-describedby="sso-register-notice"
            onClick={() =>
              redirectToSignIn(mode === 'placeRequest' ? paths.placeRequest : paths.register)
            }
          >
            {t('sso.signIn')}
          </Button>
        </div>
      ) : null}
      {native && signedIn && account.filled ? (
        <Alert tone="success">{t('sso.filled')}</Alert>
      ) : null}
      {native && signedIn && account.failed ? (
        <Alert tone="warning">{t('sso.failed')}</Alert>
      ) : null}
      {placeOffered(type) ? (
        <RadioGroup
          legend={t('form.applyingForPlace')}
          hint={t('form.applyingForPlaceHint')}
          inline
          options={yesNo.map((value) => ({ value, label: t(`form.yesNo.${value}`) }))}
          {...field('applyingForPlace')}
        />
      ) : null}
    </fieldset>
  );
}
