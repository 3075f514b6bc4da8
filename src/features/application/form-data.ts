import { toFormData } from '@/shared/form/multipart';
import { registerSchema, type RegisterValues } from './schemas';

/**
 * The multipart body of POST /app/form/post (api/paths/application.yaml), read off the schema:
 * flat parts, nested objects as dotted names, booleans as "true"/"false", dates as yyyy-mm-dd,
 * files under a neutral name with the type their content shows. Fields that do not apply to the chosen type are left out.
 */
export async function buildFormData(
  values: RegisterValues,
  captchaToken: string | null,
): Promise<FormData> {
  const form = await toFormData(registerSchema, values);
  if (captchaToken) form.append('g-recaptcha-response', captchaToken);
  return form;
}
