import { get, useFormContext } from 'react-hook-form';
import { useMessage } from './use-message';

/** A field's element id from its value path: `placeRequest.distance` -> `placeRequest-distance`. */
export function fieldId(path: string): string {
  return path.replace(/\./g, '-');
}

/** The shown (translated) error of a field by its path, or undefined. */
export function useFieldError() {
  const {
    formState: { errors },
  } = useFormContext();
  const message = useMessage();
  return (path: string): string | undefined => {
    const text = (get(errors, path) as { message?: string } | undefined)?.message;
    return text ? message(text) : undefined;
  };
}
