import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { selectIsSignedIn } from '@/shared/session/account-slice';
import { useAppSelector } from '@/shared/store/hooks';
import { awaitsSignIn, type RegisterValues } from '../../schemas';

/** Whether the form waits for the sign-in before it asks what is never stored (schemas.ts). */
export function useAwaitsSignIn(): boolean {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { control } = useFormContext<RegisterValues>();
  const [type, subtype] = useWatch({ control, name: ['type', 'studentFormSubtype'] });
  return awaitsSignIn(type, subtype, signedIn);
}

/** In the place of a number or file asked after the sign-in: why it is not asked yet. */
export function AskedAfterSignIn({
  what,
}: {
  what: 'pesel' | 'documentNumber' | 'bankAccount' | 'photo';
}) {
  const { t } = useTranslation('application');
  return <p className="field__hint after-sign-in">{t(`sso.later.${what}`)}</p>;
}
