import * as yup from 'yup';
import { checkMac } from '@/shared/validation/mac';

const reasonMessages = {
  format: 'panel:internet.macFormat',
  zero: 'panel:internet.macZero',
  broadcast: 'panel:internet.macBroadcast',
  multicast: 'panel:internet.macMulticast',
} as const;

/** MAC registration: regulations accepted first, then a registrable address. Keys of `panel`. */
export const macSchema = yup.object({
  regulationsAccepted: yup
    .boolean()
    .default(false)
    .oneOf([true], 'panel:internet.acceptRequired')
    .required('panel:internet.acceptRequired'),
  mac: yup
    .string()
    .trim()
    .default('')
    .required('panel:internet.macRequired')
    .test('mac', function (value) {
      const result = checkMac(value ?? '');
      return result.ok || this.createError({ message: reasonMessages[result.reason] });
    }),
});

export type MacValues = yup.InferType<typeof macSchema>;
