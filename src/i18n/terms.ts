/**
 * The terms: one word per thing in each language (the terms table of the language review,
 * issue 35), with the other words for it that are not ours. `terms.test.ts` reads every locale
 * string and every text of the demo API and fails on a word that is not ours.
 *
 * A variant is matched as whole words, case-insensitively. A `*` at the end of a word stands for
 * any ending, so one variant covers a Polish word in every case and number ("akademik*":
 * akademik, akademika, akademiku, akademikiem, akademikach...) or an English plural. `except`
 * lists phrases in which a variant is right (a proper name), removed before matching.
 */
export type TermLanguage = 'en' | 'pl';

export type TermWords = {
  /** The word we use. */
  ours: string;
  /** Other words for the same thing, which we do not use. */
  notOurs: readonly string[];
  /** Phrases where a variant is right after all (a proper name). */
  except?: readonly string[];
};

export type Term = Record<TermLanguage, TermWords>;

export const terms: readonly Term[] = [
  {
    en: { ours: 'Student Housing Office (the central office)', notOurs: ['housing department'] },
    pl: { ours: 'Dział Spraw Bytowych', notOurs: ['biur*', 'dział* zakwaterowania'] },
  },
  {
    en: { ours: "dormitory administration (each building's office)", notOurs: ['dorm office'] },
    pl: { ours: 'administracja domu studenckiego', notOurs: ['administracj* akademika'] },
  },
  {
    en: { ours: 'head of the dormitory', notOurs: ['dormitory manager', 'warden*'] },
    pl: { ours: 'kierownik domu studenckiego', notOurs: ['kierownik* akademika'] },
  },
  {
    en: { ours: 'dormitory', notOurs: ['dorm', 'dorms', 'hall* of residence'] },
    // DS Akademik is a dormitory's name in the demo data.
    pl: { ours: 'dom studencki', notOurs: ['akademik*'], except: ['DS Akademik'] },
  },
  {
    en: { ours: 'registration', notOurs: ['sign-up*'] },
    pl: { ours: 'rejestracja', notOurs: ['zgłoszeni*'] },
  },
  {
    en: { ours: 'place application', notOurs: ['place request*'] },
    pl: { ours: 'wniosek o miejsce', notOurs: ['podani* o miejsce'] },
  },
  {
    en: { ours: 'statement (a tick box)', notOurs: ['consent*'] },
    pl: { ours: 'oświadczenie', notOurs: ['zgod* na'] },
  },
  {
    en: { ours: 'declaration, annex (documents)', notOurs: ['tenancy agreement*'] },
    pl: { ours: 'deklaracja, aneks', notOurs: ['umow* najmu'] },
  },
  {
    en: {
      ours: 'sign in, sign out',
      notOurs: ['log in', 'log out', 'logged in', 'logged out', 'start signing in'],
    },
    pl: { ours: 'zaloguj się, wyloguj się', notOurs: ['zaloguj się jeszcze raz'] },
  },
  {
    en: {
      ours: 'university login',
      notOurs: ['single sign-on*', 'sign-on site*', 'SSO', 'university sign-on'],
    },
    pl: {
      ours: 'uczelniany system logowania',
      notOurs: ['logowani* jednokrotn*', 'logowani* uczelnian*', 'SSO'],
    },
  },
  {
    en: { ours: 'reservation (hotel)', notOurs: ['booking*', 'booked'] },
    pl: { ours: 'rezerwacja', notOurs: ['booking*', 'bukowani*'] },
  },
  {
    en: { ours: 'charges', notOurs: ['receivable*'] },
    pl: { ours: 'należności', notOurs: ['wierzytelnoś*'] },
  },
  {
    en: { ours: 'accommodation period', notOurs: ['check-in*'] },
    pl: { ours: 'okres zakwaterowania', notOurs: ['okres* zameldowania'] },
  },
  {
    en: { ours: 'move-in date, move-out date', notOurs: ['check-out*'] },
    pl: { ours: 'data zakwaterowania, data wykwaterowania', notOurs: ['wymeldowa*'] },
  },
  {
    en: { ours: 'student number', notOurs: ['index number*', 'album number*'] },
    pl: { ours: 'numer indeksu', notOurs: ['numer* albumu'] },
  },
  {
    en: { ours: 'refund', notOurs: ['returned'] },
    pl: { ours: 'zwrot', notOurs: ['oddan* wpłat*'] },
  },
  {
    en: { ours: '(optional)', notOurs: ['optional:'] },
    pl: { ours: '(opcjonalnie)', notOurs: ['opcjonalnie:', 'nieobowiązkow*'] },
  },
  {
    en: { ours: 'I am not a Polish citizen', notOurs: ['I am a foreigner'] },
    pl: { ours: 'Nie mam obywatelstwa polskiego', notOurs: ['jestem cudzoziem*'] },
  },
  {
    en: { ours: 'reservation fee (a charge type)', notOurs: ['booking fee*'] },
    pl: { ours: 'opłata rezerwacyjna', notOurs: ['zaliczk* rezerwacyjn*'] },
  },
  {
    en: { ours: 'registered address', notOurs: ['home address*', 'permanent address*'] },
    pl: { ours: 'adres zameldowania', notOurs: ['adres* zamieszkania'] },
  },
  {
    en: { ours: 'payment deadline', notOurs: ['due date*'] },
    pl: { ours: 'termin płatności', notOurs: ['termin* zapłaty'] },
  },
  {
    en: {
      ours: 'the service (never "the office system")',
      notOurs: ['office system*', "office's system*"],
    },
    pl: { ours: 'serwis (nigdy „system biura”)', notOurs: ['system* biura'] },
  },
  {
    en: { ours: 'EU VAT number', notOurs: ['VAT-EU'] },
    pl: { ours: 'numer VAT UE', notOurs: ['VAT-UE'] },
  },
  {
    en: { ours: 'Erasmus', notOurs: ['Erasmus+'] },
    pl: { ours: 'Erasmus', notOurs: ['Erasmus+'] },
  },
  {
    en: { ours: 'first name, last name', notOurs: ['surname*', 'forename*'] },
    pl: { ours: 'imię, nazwisko', notOurs: ['imię i nazwisko rodowe'] },
  },
];

/**
 * Words of a developer, not of the person reading: never in a locale string or a demo API
 * message (issue 35, point 4). A message says what happened and what to do instead.
 */
export const developerWords: readonly string[] = [
  'token*',
  'JSON',
  'multipart*',
  'form-data',
  'verifier*',
  'weryfikator*',
  'redirect*',
  'payload*',
  'endpoint*',
  'null',
  'undefined',
  'malformed',
  'client_id',
  'redirect_uri',
  'PKCE',
  'OAuth',
];

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A variant as a whole-word, case-insensitive pattern; `*` ends a word with any ending. */
export function variantPattern(variant: string): RegExp {
  const body = variant
    .split(/\s+/)
    .map((word) =>
      word.endsWith('*') ? `${escaped(word.slice(0, -1))}[\\p{L}\\p{N}]*` : escaped(word),
    )
    .join('[\\s\\u00a0]+');
  return new RegExp(`(?<![\\p{L}\\p{N}_])${body}(?![\\p{L}\\p{N}_])`, 'iu');
}

export type TermFinding = { variant: string; ours: string; found: string };

/**
 * The variants that are not ours found in a text of one language (or in both, for a text whose
 * language is not known): interpolations (`{{receivables}}`) and markup tags are not words.
 */
export function termsNotOurs(
  text: string,
  languages: readonly TermLanguage[] = ['en', 'pl'],
): TermFinding[] {
  const plain = text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<\/?[\w-]+>/g, ' ');
  const findings: TermFinding[] = [];
  for (const term of terms)
    for (const language of languages) {
      const { ours, notOurs, except = [] } = term[language];
      const checked = except.reduce((rest, phrase) => rest.split(phrase).join(' '), plain);
      for (const variant of notOurs) {
        const found = variantPattern(variant).exec(checked)?.[0];
        if (found !== undefined) findings.push({ variant, ours, found });
      }
    }
  return findings;
}

/** The developer words found in a text. */
export function developerWordsIn(text: string): string[] {
  const plain = text.replace(/\{\{[^}]*\}\}/g, ' ');
  return developerWords.flatMap((word) => variantPattern(word).exec(plain)?.[0] ?? []);
}
