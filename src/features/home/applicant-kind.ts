import { applicantKinds, type ApplicantKind } from '@/shared/periods/groups';

/** "I am…" on the main page, kept for this tab's session (sessionStorage), nothing personal. */
const storageKey = 'dormitory:applicant-kind';

export function loadApplicantKind(): ApplicantKind | null {
  try {
    const kept = window.sessionStorage.getItem(storageKey);
    return applicantKinds.find((kind) => kind === kept) ?? null;
  } catch {
    return null;
  }
}

export function saveApplicantKind(kind: ApplicantKind): void {
  try {
    window.sessionStorage.setItem(storageKey, kind);
  } catch {
    // Blocked storage: the choice holds until the page is left.
  }
}
