import { useTranslation } from 'react-i18next';
import type { SelectOption } from '@/shared/ui/form/select-field';
import { SelectField } from '@/shared/ui/form/select-field';
import { IdentityNumberField } from '@/shared/ui/form/identity-number-field';
import { useFormField } from '@/shared/ui/form/use-form-field';
import type { RegisterValues } from '../../schemas';
import { useWatch } from 'react-hook-form';
import { AskedAfterSignIn, useAwaitsSignIn } from './sign-in-first';
import { useGivenHint } from './use-account-fill';

type IdentitySectionProps = {
  countries: readonly SelectOption[];
  documentTypes: readonly SelectOption[];
  /** After a draft is restored, the sensitive numbers are asked for again: this hint says why. */
  sensitiveHint?: string;
};

export function IdentitySection({ countries, documentTypes, sensitiveHint }: IdentitySectionProps) {
  const { t } = useTranslation('application');
  const { field, control } = useFormField<RegisterValues>();
  const foreigner = useWatch({ control, name: 'foreigner' });
  const peselHint = useGivenHint('pesel', sensitiveHint);
  const later = useAwaitsSignIn();
  return (
    <fieldset className="fieldset form-section">
      <legend className="form-section__legend">{t('form.identityLegend')}</legend>
      <IdentityNumberField
        word={(key) => t(`form.${key}`)}
        numberHint={foreigner ? sensitiveHint : peselHint}
        numberLater={
          later ? <AskedAfterSignIn what={foreigner ? 'documentNumber' : 'pesel'} /> : undefined
        }
        document={() => (
          <>
            <SelectField
              label={t('form.country')}
              placeholder={t('form.choose')}
              options={countries}
              autoComplete="country"
              {...field('countryId')}
            />
            <SelectField
              label={t('form.documentType')}
              placeholder={t('form.choose')}
              options={documentTypes}
              {...field('documentTypeId')}
            />
          </>
        )}
      />
    </fieldset>
  );
}
