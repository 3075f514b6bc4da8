import { ValidationError } from 'yup';
import { fieldOrderOf } from '@/shared/form/definition';
import { registerDefaults, registerSchema, type RegisterContext } from '../schemas';

export type ExpectedError = {
  /** The field's path in the form's values (`invoice.city`). */
  path: string;
  /** Its message key (`validation:valid.firstName`), worded where it is shown. */
  message: string;
};

/**
 * The errors a registration form sent as it opens (its defaults, nobody signed in) must show,
 * read off the schema itself, in the form's order: each field the schema requires there, with
 * its message. A test walking this list covers a new required field without being edited.
 */
export async function requiredErrors(
  values: Record<string, unknown> = registerDefaults,
  context: RegisterContext = { documentCodes: {} },
): Promise<ExpectedError[]> {
  const order = fieldOrderOf(registerSchema);
  try {
    await registerSchema.validate(values, { abortEarly: false, context });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // A field shows its first failing rule, as the resolver reads yup's errors (an empty e-mail
    // is "Enter your e-mail address", not also its format).
    const first = new Map<string, string>();
    for (const { path = '', message } of error.inner)
      if (!first.has(path)) first.set(path, String(message));
    const rank = (path: string) => order.indexOf(path);
    return [...first]
      .map(([path, message]) => ({ path, message }))
      .sort((a, b) => rank(a.path) - rank(b.path));
  }
}
