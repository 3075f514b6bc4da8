import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/form/text-field';
import { useFormField } from '@/shared/ui/form/use-form-field';
import { withoutSeparators } from '@/shared/validation/identifier';
import type { RegisterValues } from '../../schemas';
import { AskedAfterSignIn, useAwaitsSignIn } from './sign-in-first';
import { useTidyOnBlur } from './use-tidy-on-blur';

/** A Polish account number copied without its country code gets it, in the person's grouping. */
function withCountryCode(typed: string): string {
  return /^\d{26}$/.test(withoutSeparators(typed)) ? `PL${typed.trim()}` : typed;
}

export function BankSection({ sensitiveHint }: { sensitiveHint?: string }) {
  const { t } = useTranslation('application');
  const { field } = useFormField<RegisterValues>();
  const tidyOnBlur = useTidyOnBlur();
  const later = useAwaitsSignIn();
  return (
    <fieldset className="fieldset form-section">
      <legend className="form-section__legend">{t('form.bankLegend')}</legend>
      <p className="field__hint">{t('form.bankIntro')}</p>
      <TextField
        label={t('form.ownerBankAccount')}
        autoComplete="name"
        {...field('ownerBankAccount')}
      />
      {later ? (
        <AskedAfterSignIn what="bankAccount" />
      ) : (
        <TextField
          label={t('form.bankAccount')}
          hint={sensitiveHint ?? t('form.bankAccountHint')}
          autoComplete="off"
          spellCheck={false}
          {...field('bankAccount', tidyOnBlur('bankAccount', withCountryCode))}
        />
      )}
    </fieldset>
  );
}
