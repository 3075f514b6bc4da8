import { neutralFileName, toFormData } from '@/shared/form/multipart';
import { fileKindFormats } from '@/shared/validation/file-signature';
import { reencodeImage } from '@/shared/validation/reencode-image';
import { officePhoto, registerSchema, type RegisterValues } from './schemas';

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
  // The photo goes re-encoded (src/shared/validation/reencode-image.ts): nothing after the image
  // and no metadata (location included) leaves, in its place in the body. One prepared when it
  // was chosen goes as it is.
  const photo = form.get('photo');
  if (photo instanceof Blob) {
    const clean = await reencodeImage(photo, officePhoto);
    const { mimeType, extension } = fileKindFormats.jpeg;
    if (clean)
      form.set('photo', new File([clean], neutralFileName('photo', extension), { type: mimeType }));
  }
  if (captchaToken) form.append('g-recaptcha-response', captchaToken);
  return form;
}
