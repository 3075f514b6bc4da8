import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '@/shared/ui/form/radio-group';
import { TextField } from '@/shared/ui/form/text-field';
import { useFormField } from '@/shared/ui/form/use-form-field';
import { normalisePostalCode } from '@/shared/validation/postal-code';
import { yesNo, type RegisterValues } from '../../schemas';
import { useTidyOnBlur } from './use-tidy-on-blur';

export function AddressSection() {
  const { t } = useTranslation('application');
  const { field, control } = useFormField<RegisterValues>();
  const homeInPoland = useWatch({ control, name: 'homeInPoland' });
  const tidyOnBlur = useTidyOnBlur();
  return (
    <fieldset className="fieldset form-section">
      <legend className="form-section__legend">{t('form.addressLegend')}</legend>
      <RadioGroup
        legend={t('form.homeInPoland')}
        inline
        options={yesNo.map((value) => ({ value, label: t(`form.yesNo.${value}`) }))}
        {...field('homeInPoland')}
      />
      <TextField
        label={t('form.homeAddress')}
        hint={t('form.homeAddressHint')}
        autoComplete="street-address"
        {...field('homeAddress')}
      />
      <TextField
        label={t('form.postalCode')}
        hint={
          homeInPoland === 'yes'
            ? t('form.postalCodeHint')
            : homeInPoland === 'no'
              ? t('form.postalCodeAbroadHint')
              : undefined
        }
        autoComplete="postal-code"
        className="field--short"
        {...field(
          'postalCode',
          // 00950 becomes 00-950; a code abroad is the country's own and stays as typed.
          tidyOnBlur('postalCode', (typed) =>
            homeInPoland === 'yes' ? normalisePostalCode(typed, true) : typed,
          ),
        )}
      />
      <TextField label={t('form.city')} autoComplete="address-level2" {...field('city')} />
    </fieldset>
  );
}
