import { describe, expect, it } from 'vitest';
import { contractWords } from './contract/request-check';
import { applicationWords, studentDataMismatchMessage } from './handlers/application';
import { authWords } from './handlers/auth';
import { serverFault } from './handlers/faults';
import { guestMismatchMessage, guestWords } from './handlers/guest';
import { hotelCodeMismatchMessage, hotelWords } from './handlers/hotel';
import { panelWords } from './handlers/panel';
import { ssoWords } from './sso/demo-sso';
import type { Wording } from './wording';

// Issue 35, point 4: every refusal of the demo says what happened and what to do, in both
// languages, as the app's own messages do.

const refusals: Record<string, Wording> = Object.fromEntries(
  Object.entries({
    application: applicationWords,
    auth: authWords,
    guest: guestWords,
    hotel: hotelWords,
    panel: panelWords,
    contract: contractWords,
    faults: { serverFault },
    sso: { unknownClient: ssoWords.unknownClient, badReturnAddress: ssoWords.badReturnAddress },
  }).flatMap(([area, words]) =>
    Object.entries(words as Record<string, Wording>).map(([name, wording]) => [
      `${area}.${name}`,
      wording,
    ]),
  ),
);

/** The spec's own English (product.md §8), word for word: it says what it says. */
const specVerbatim = new Set([
  studentDataMismatchMessage,
  guestMismatchMessage,
  hotelCodeMismatchMessage,
]);

/** Words that tell the person what to do next, as the sentence starts or goes on. */
const nextStep = {
  en: /\b(enter|choose|select|tick|fill in|check|try again|reload|sign in|contact|wait|use)\b/i,
  pl: /(podaj|wybierz|zaznacz|uzupełnij|sprawdź|spróbuj|odśwież|zaloguj|skontaktuj|poczekaj|wpisz|wróć|popraw)/i,
};

describe('the refusals of the demo API', () => {
  it('are many: the list is read', () => {
    expect(Object.keys(refusals).length).toBeGreaterThan(30);
  });

  it.each(Object.entries(refusals))('%s says what to do next, in en and pl', (_, wording) => {
    for (const language of ['en', 'pl'] as const) {
      if (language === 'en' && specVerbatim.has(wording.en)) continue;
      // The guest mismatch's Polish says what its English says; the app adds the next step.
      if (language === 'pl' && specVerbatim.has(wording.en) && wording === guestWords.mismatch)
        continue;
      expect([language, wording[language]]).toEqual([
        language,
        expect.stringMatching(nextStep[language]),
      ]);
    }
  });
});
