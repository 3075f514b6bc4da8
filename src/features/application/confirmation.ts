import { isRecord } from '@/shared/lib/response-shape';

/**
 * What the confirmation of a delivered application shows (issue 34, point 3), kept for the tab's
 * session in the registration state so it survives a reload and Back: the receipt the server
 * answered with (api/paths/application.yaml, ApplicationReceipt) and whether a place was asked
 * for. No name, e-mail or other personal data: the reference number is the office's own.
 */
export type Confirmation = {
  reference: string | null;
  submittedAt: string | null;
  /** null: the answer did not say (an empty 201 from an older server). */
  confirmationEmail: boolean | null;
  decisionBy: string | null;
  placeRequested: boolean;
};

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const moment = (value: unknown) => {
  const given = text(value);
  return given && !Number.isNaN(Date.parse(given)) ? given : null;
};
const day = (value: unknown) => {
  const given = text(value);
  return given && /^\d{4}-\d{2}-\d{2}$/.test(given) ? given : null;
};

/** The confirmation from the post's answer: whatever of the receipt it has, nothing else. */
export function confirmationOf(answer: unknown, placeRequested: boolean): Confirmation {
  const receipt = isRecord(answer) ? answer : {};
  return {
    reference: text(receipt.id),
    submittedAt: moment(receipt.submittedAt),
    confirmationEmail:
      typeof receipt.confirmationEmail === 'boolean' ? receipt.confirmationEmail : null,
    decisionBy: day(receipt.decisionBy),
    placeRequested,
  };
}

/** A kept confirmation read back from storage: only a well-formed one counts. */
export function keptConfirmation(kept: unknown): Confirmation | null {
  if (!isRecord(kept) || typeof kept.placeRequested !== 'boolean') return null;
  return {
    ...confirmationOf(
      {
        id: kept.reference,
        submittedAt: kept.submittedAt,
        confirmationEmail: kept.confirmationEmail,
        decisionBy: kept.decisionBy,
      },
      kept.placeRequested,
    ),
  };
}
