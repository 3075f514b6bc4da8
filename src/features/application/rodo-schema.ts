import * as yup from 'yup';
import { validationMessages as m } from '@/shared/validation/messages';

// Apart from the form's schemas: the declarations screen must not load the form's rules (the
// phone library above all).
const flag = () => yup.boolean().default(false).required();

export const rodoSchema = yup.object({
  regulationsRead: flag(),
  regulations: flag()
    .oneOf([true], m.rodoRegulations)
    .test('read', m.rodoRegulationsNotRead, function (value) {
      return !value || (this.parent as { regulationsRead: boolean }).regulationsRead;
    }),
  rodo: flag().oneOf([true], m.rodoProcessing),
});
export type RodoValues = yup.InferType<typeof rodoSchema>;
