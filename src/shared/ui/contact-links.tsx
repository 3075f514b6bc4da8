import { env } from '@/shared/config/env';

const NO_BREAK_SPACE = '\u00a0';

/** The phone number with no-break spaces, so a narrow screen never splits it across lines. */
export const officePhoneText = env.contactPhone.replace(/\s+/g, NO_BREAK_SPACE);

export function OfficePhoneLink() {
  return <a href={`tel:${env.contactPhone.replace(/\s+/g, '')}`}>{officePhoneText}</a>;
}

export function OfficeEmailLink() {
  return <a href={`mailto:${env.contactEmail}`}>{env.contactEmail}</a>;
}
