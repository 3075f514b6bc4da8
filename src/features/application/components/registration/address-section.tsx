import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/form/text-field';
import { useFormField } from '@/shared/ui/form/use-form-field';
import { isPoland } from '@/shared/validation/postal-code';
import { countryOf, type RegisterValues } from '../../schemas';

export function AddressSection() {
  const { t } = useTranslation('application');
  const { field, control } = useFormField<RegisterValues>();
  const [foreigner, countryId] = useWatch({ control, name: ['foreigner', 'countryId'] });
  return (
    <fieldset className="fieldset form-section">
      <legend className="form-section__legend">{t('form.addressLegend')}</legend>
      <TextField
        label={t('form.homeAddress')}
        hint={t('form.homeAddressHint')}
        autoComplete="street-address"
        {...field('homeAddress')}
      />
      <TextField
        label={t('form.postalCode')}
        hint={isPoland(countryOf({ foreigner, countryId })) ? t('form.postalCodeHint') : undefined}
        autoComplete="postal-code"
        className="field--short"
        {...field('postalCode')}
      />
      <TextField label={t('form.city')} autoComplete="address-level2" {...field('city')} />
    </fieldset>
  );
}
