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

/** The office's e-mail and phone as two items of a list, each after its label. */
export function OfficeContactItems({ email, phone }: { email: string; phone: string }) {
  return (
    <>
      <li>
        {email}: <OfficeEmailLink />
      </li>
      <li>
        {phone}: <OfficePhoneLink />
      </li>
    </>
  );
}
