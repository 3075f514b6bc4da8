import { useTranslation } from 'react-i18next';
import { RadioGroup } from '@/shared/ui/form/radio-group';
import { TextField, type TextFieldProps } from '@/shared/ui/form/text-field';
import { useFormField } from '@/shared/ui/form/use-form-field';
import { preloadPhoneRules } from '@/shared/validation/phone';
import { sexes, type RegisterValues } from '../../schemas';
import { useGivenHint } from './use-account-fill';

export function PersonalSection() {
  const { t } = useTranslation('application');
  const { field } = useFormField<RegisterValues>();
  const given = {
    firstName: useGivenHint('firstName'),
    lastName: useGivenHint('lastName'),
    email: useGivenHint('email'),
  };
  return (
    <fieldset className="fieldset form-section">
      <legend className="form-section__legend">{t('form.personalLegend')}</legend>
      <TextField
        label={t('form.firstName')}
        hint={given.firstName}
        autoComplete="given-name"
        {...field('firstName')}
      />
      <TextField
        label={t('form.lastName')}
        hint={given.lastName}
        autoComplete="family-name"
        {...field('lastName')}
      />
      <RadioGroup
        legend={t('form.sex')}
        inline
        options={sexes.map((value) => ({ value, label: t(`form.sexes.${value}`) }))}
        {...field('sex')}
      />
      <TextField
        label={t('form.email')}
        hint={given.email}
        type="email"
        autoComplete="email"
        spellCheck={false}
        {...field('email')}
      />
      <PhoneField
        label={t('form.phoneNumber')}
        hint={t('form.phoneHint')}
        autoComplete="tel"
        {...field('phoneNumber')}
      />
      <PhoneField
        label={t('form.emergencyPhone')}
        hint={t('form.emergencyPhoneHint')}
        // Another person's number: a section of its own, so filling in the applicant's own
        // contact data does not put the applicant's phone here too (an untagged phone box is
        // filled with the applicant's number by the browser's guess).
        autoComplete="section-emergency tel"
        {...field('emergencyPhone')}
      />
    </fieldset>
  );
}

/** A phone number: the phone's dialling keypad, and the number rules loaded once it is focused. */
function PhoneField(props: TextFieldProps) {
  return <TextField type="tel" onFocus={preloadPhoneRules} {...props} />;
}
