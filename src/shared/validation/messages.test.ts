import { describe, expect, it } from 'vitest';
import { makeTestI18n } from '@/testing/test-i18n';
import { validationMessages } from './messages';

/**
 * The exact text of every validation message in both languages: GOV.UK style (an empty field says
 * what to enter, a wrong one what the value must be), the product's own English verbatim.
 */
const expected: Record<keyof typeof validationMessages, [en: string, pl: string]> = {
  required: ['Value is required', 'Uzupełnij to pole'],
  formType: ['Select what you are registering as', 'Wybierz, jako kto się rejestrujesz'],
  signInNative: [
    'Sign in with your university account to apply as a current student',
    'Zaloguj się kontem uczelnianym, aby złożyć wniosek jako obecny student',
  ],
  firstName: ['Enter your first name', 'Podaj imię'],
  lastName: ['Enter your last name', 'Podaj nazwisko'],
  sex: ['Select your gender', 'Wybierz płeć'],
  email: ['Enter your e-mail address', 'Podaj adres e-mail'],
  phoneNumber: ['Enter your phone number', 'Podaj numer telefonu'],
  emergencyPhone: ['Enter the emergency phone number', 'Podaj numer telefonu w nagłych wypadkach'],
  pesel: ['Enter your PESEL', 'Podaj numer PESEL'],
  documentType: ['Select the type of identity document', 'Wybierz rodzaj dokumentu tożsamości'],
  documentNumber: ['Enter your identity document number', 'Podaj numer dokumentu tożsamości'],
  country: ['Select your country of citizenship', 'Wybierz kraj obywatelstwa'],
  homeInPoland: [
    'Select whether your registered address is in Poland',
    'Zaznacz, czy Twój adres zameldowania jest w Polsce',
  ],
  applyingForPlace: [
    'Select whether you are applying for a place in a dormitory',
    'Zaznacz, czy ubiegasz się o miejsce w domu studenckim',
  ],
  homeAddress: ['Enter your registered address', 'Podaj adres zameldowania'],
  city: ['Enter your town or city', 'Podaj miejscowość'],
  postalCode: ['Enter your postal code', 'Podaj kod pocztowy'],
  indexNumber: ['Enter your student number', 'Podaj numer indeksu'],
  university: [
    'Select your university, or choose “Other university” and enter its name',
    'Wybierz uczelnię albo wybierz „Inna uczelnia” i wpisz jej nazwę',
  ],
  universityName: ['Enter the name of the university', 'Podaj nazwę uczelni'],
  ownerBankAccount: [
    'Enter the name of the bank account holder',
    'Podaj imię i nazwisko właściciela rachunku',
  ],
  bankAccount: ['Enter your bank account number', 'Podaj numer rachunku bankowego'],
  photo: ['Add a photo', 'Dodaj zdjęcie'],
  startDate: ['Enter your move-in date', 'Podaj datę zakwaterowania'],
  endDate: ['Enter your move-out date', 'Podaj datę wykwaterowania'],
  vatEU: ['Enter the EU VAT number', 'Podaj numer VAT UE'],
  company: ['Enter the company name', 'Podaj nazwę firmy'],
  address: ['Enter the address for the invoice', 'Podaj adres do faktury'],
  invoiceFirstName: ['Enter the first name for the invoice', 'Podaj imię do faktury'],
  invoiceLastName: ['Enter the last name for the invoice', 'Podaj nazwisko do faktury'],
  invoiceCountry: ['Select the country for the invoice', 'Wybierz kraj do faktury'],
  invoicePostalCode: ['Enter the postal code for the invoice', 'Podaj kod pocztowy do faktury'],
  invoiceCity: ['Enter the town or city for the invoice', 'Podaj miejscowość do faktury'],
  distance: ['Enter the distance in kilometres', 'Podaj odległość w kilometrach'],
  familyMembers: [
    'Enter the number of family members, including you',
    'Podaj liczbę członków rodziny (łącznie z Tobą)',
  ],
  income: [
    'Enter the average monthly net income per person',
    'Podaj średni miesięczny dochód netto na osobę',
  ],
  roommatesCount: [
    'Enter how many family members will live with you',
    'Podaj, ilu członków rodziny zamieszka z Tobą',
  ],
  doctoralClass: ['Select your year of doctoral studies', 'Wybierz rok kształcenia'],
  doctoralHome: ['Select your place of residence', 'Wybierz miejsce zamieszkania'],
  doctoralDisabled: [
    'Add the disability decision document',
    'Dodaj orzeczenie o niepełnosprawności',
  ],
  incomeBracket: ['Select one income bracket at most', 'Wybierz najwyżej jeden przedział dochodu'],
  firstNameFormat: [
    'First name must be 100 characters or fewer',
    'Imię może mieć najwyżej 100 znaków',
  ],
  lastNameFormat: [
    'Last name must be 100 characters or fewer',
    'Nazwisko może mieć najwyżej 100 znaków',
  ],
  phoneNumberFormat: [
    'Enter a phone number like 601 234 567, or one from abroad with its country code, like +49 1512 3456789',
    'Podaj numer telefonu, na przykład 601 234 567, a numer zagraniczny z numerem kierunkowym kraju, na przykład +49 1512 3456789',
  ],
  emergencyPhoneFormat: [
    'Enter the emergency phone number like 601 234 567, or one from abroad with its country code, like +49 1512 3456789',
    'Podaj numer telefonu w nagłych wypadkach, na przykład 601 234 567, a numer zagraniczny z numerem kierunkowym kraju, na przykład +49 1512 3456789',
  ],
  peselFormat: [
    'Enter the 11 digits of your PESEL as they appear on your identity card',
    'Podaj 11 cyfr numeru PESEL tak, jak w dowodzie osobistym',
  ],
  documentNumberFormat: [
    'Enter the document number as printed in the document, for example ABS123456',
    'Podaj numer dokumentu tak, jak w dokumencie, na przykład ABS123456',
  ],
  homeAddressFormat: [
    'Registered address must be 200 characters or fewer',
    'Adres zameldowania może mieć najwyżej 200 znaków',
  ],
  cityFormat: [
    'Town or city must be 100 characters or fewer',
    'Nazwa miejscowości może mieć najwyżej 100 znaków',
  ],
  postalCodeFormat: [
    'Enter the postal code in the format NN-NNN, for example 00-950',
    'Podaj kod pocztowy w formacie NN-NNN, na przykład 00-950',
  ],
  postalCodeAbroadFormat: [
    'Enter a postal code of up to 12 letters, digits, spaces or hyphens',
    'Podaj kod pocztowy złożony z najwyżej 12 liter, cyfr, spacji lub łączników',
  ],
  indexNumberFormat: [
    'Student number must be 4 to 10 digits',
    'Numer indeksu musi mieć od 4 do 10 cyfr',
  ],
  universityNameFormat: [
    'Name of the university must be 200 characters or fewer',
    'Nazwa uczelni może mieć najwyżej 200 znaków',
  ],
  ownerBankAccountFormat: [
    'Account holder’s name must be 100 characters or fewer',
    'Imię i nazwisko właściciela rachunku może mieć najwyżej 100 znaków',
  ],
  bankAccountFormat: [
    'Enter the 26-digit account number, or an account abroad with its country code (IBAN), for example PL61 1090 1014 0000 0712 1981 2874',
    'Podaj 26-cyfrowy numer rachunku albo numer rachunku zagranicznego z kodem kraju (IBAN), na przykład PL61 1090 1014 0000 0712 1981 2874',
  ],
  startDateFormat: [
    'Move-in date must be a real date in the format DD/MM/YYYY, for example 01/10/2026',
    'Podaj istniejącą datę zakwaterowania w formacie DD.MM.RRRR, na przykład 01.10.2026',
  ],
  endDateFormat: [
    'Move-out date must be a real date in the format DD/MM/YYYY, for example 30/06/2027',
    'Podaj istniejącą datę wykwaterowania w formacie DD.MM.RRRR, na przykład 30.06.2027',
  ],
  vatEUFormat: [
    'Enter the EU VAT number with its country prefix, for example PL8567346215',
    'Podaj numer VAT UE z prefiksem kraju, na przykład PL8567346215',
  ],
  invoicePostalCodeFormat: [
    'Enter the invoice postal code in the format NN-NNN, for example 00-950',
    'Podaj kod pocztowy do faktury w formacie NN-NNN, na przykład 00-950',
  ],
  distanceFormat: [
    'Enter the distance as a number of kilometres, for example 120',
    'Podaj odległość jako liczbę kilometrów, na przykład 120',
  ],
  familyMembersFormat: [
    'Enter the number of family members as a whole number, for example 4',
    'Podaj liczbę członków rodziny jako liczbę całkowitą, na przykład 4',
  ],
  incomeFormat: [
    'Enter the income as an amount, for example 1850.50',
    'Podaj dochód jako kwotę, na przykład 1850,50',
  ],
  roommatesCountFormat: [
    'Enter how many family members will live with you as a number from 1 to 99',
    'Podaj, ilu członków rodziny zamieszka z Tobą, jako liczbę od 1 do 99',
  ],
  peselCheckDigit: [
    'Check your PESEL: it does not match its check digit (the last digit), so a digit may be mistyped',
    'Sprawdź numer PESEL: nie zgadza się z cyfrą kontrolną (ostatnią cyfrą), więc któraś cyfra może być błędnie wpisana',
  ],
  peselDate: [
    'Check your PESEL: its first 6 digits are your date of birth, and these are not a real date',
    'Sprawdź numer PESEL: jego pierwsze 6 cyfr to data urodzenia, a te nie tworzą prawdziwej daty',
  ],
  documentNumberCheckDigit: [
    'Check the document number: it does not match its check digit, so a character may be mistyped',
    'Sprawdź numer dokumentu: nie zgadza się z cyfrą kontrolną, więc któryś znak może być błędnie wpisany',
  ],
  bankAccountCheckDigit: [
    'Check the account number: it does not match its check digits, so a digit may be mistyped',
    'Sprawdź numer rachunku: nie zgadza się z cyframi kontrolnymi, więc któraś cyfra może być błędnie wpisana',
  ],
  vatEUCheckDigit: [
    'Check the EU VAT number: it does not match its check digit, so a digit may be mistyped',
    'Sprawdź numer VAT UE: nie zgadza się z cyfrą kontrolną, więc któraś cyfra może być błędnie wpisana',
  ],
  emailFormat: [
    'Invalid email address',
    'Podaj adres e-mail w poprawnym formacie, na przykład jan.kowalski@example.com',
  ],
  url: ['Invalid URL', 'Podaj adres zaczynający się od http:// lub https://'],
  endAfterStart: [
    'Move-out date must be after the move-in date',
    'Data wykwaterowania musi być późniejsza niż data zakwaterowania',
  ],
  statement1: ['Your statement is required.', 'Zaznacz to oświadczenie, aby złożyć wniosek'],
  statement2: ['Your statement is required.', 'Zaznacz to oświadczenie, aby złożyć wniosek'],
  statement3: ['Your statement is required.', 'Zaznacz to oświadczenie, aby złożyć wniosek'],
  rodoRegulations: [
    'A statement is required to continue',
    'Zaznacz to oświadczenie, aby przejść dalej',
  ],
  rodoRegulationsNotRead: [
    'You must read the regulations to continue!',
    'Otwórz i przeczytaj regulamin osiedla, aby przejść dalej',
  ],
  rodoProcessing: [
    'A statement is required to continue',
    'Zaznacz to oświadczenie, aby przejść dalej',
  ],
  fileEmpty: ['The selected file is empty', 'Wybrany plik jest pusty'],
  photoTooLarge: ['The photo must be smaller than 5 MB', 'Zdjęcie musi mieć mniej niż 5\u00a0MB'],
  photoType: [
    'The photo must be a JPG, PNG or BMP image',
    'Zdjęcie musi być obrazem JPG, PNG lub BMP',
  ],
  documentTooLarge: [
    'The document must be smaller than 10 MB',
    'Dokument musi mieć mniej niż 10\u00a0MB',
  ],
  documentFileType: [
    'The document must be a PDF, JPG, PNG or TIFF file',
    'Dokument musi być plikiem PDF, JPG, PNG lub TIFF',
  ],
  photoDamaged: [
    'The selected photo cannot be opened: choose a JPG, PNG or BMP photo',
    'Nie można otworzyć wybranego zdjęcia: wybierz zdjęcie JPG, PNG lub BMP',
  ],
  documentDamaged: [
    'The selected document cannot be opened: choose a PDF, JPG, PNG or TIFF file',
    'Nie można otworzyć wybranego dokumentu: wybierz plik PDF, JPG, PNG lub TIFF',
  ],
  photoUnreadable: [
    'This file cannot be opened as a photo. Choose a JPG or PNG photo. An iPhone photo (HEIC) on a computer: open it in Photos or Preview and export it as a JPEG; on the iPhone, set Settings > Camera > Formats to “Most Compatible”',
    'Tego pliku nie da się otworzyć jako zdjęcia. Wybierz zdjęcie JPG lub PNG. Zdjęcie z iPhone’a (HEIC) na komputerze: otwórz je w aplikacji Zdjęcia lub Podgląd i wyeksportuj jako JPEG; w iPhonie wybierz Ustawienia > Aparat > Formaty > „Najbardziej zgodne”',
  ],
};

/** The error summary's own lines, where a field keeps the product's words (issue 22). */
const summaryLines: Record<string, [en: string, pl: string]> = {
  emailFormat: [
    'Enter an e-mail address in the correct format, like name@example.com',
    'Podaj adres e-mail w poprawnym formacie, na przykład jan.kowalski@example.com',
  ],
  url: [
    'Enter an address that starts with http:// or https://',
    'Podaj adres zaczynający się od http:// lub https://',
  ],
  'statements.checkbox1': [
    'Confirm that the data in your application are true',
    'Potwierdź, że dane we wniosku są prawdziwe',
  ],
  'statements.checkbox2': [
    'Confirm that you know false data cancel the place allocation',
    'Zaznacz oświadczenie, że podanie nieprawdziwych danych unieważnia przydział miejsca',
  ],
  'statements.checkbox3': [
    'Confirm that you know a place is allocated for one academic year',
    'Zaznacz oświadczenie, że miejsce przydziela się na jeden rok akademicki',
  ],
  'rodo.regulations': [
    'Confirm that you know the campus regulations',
    'Potwierdź, że znasz regulamin osiedla',
  ],
  'rodo.notRead': [
    'Open and read the campus regulations before you confirm that you know them',
    'Otwórz i przeczytaj regulamin osiedla, zanim potwierdzisz, że go znasz',
  ],
  'rodo.processing': [
    'Confirm that you have read the information on personal data processing',
    'Zaznacz oświadczenie o zapoznaniu się z informacją o przetwarzaniu danych osobowych',
  ],
};

/** The product's own English (product.md §5), kept word for word with its own punctuation. */
const specQuotes = new Set([
  'Your statement is required.',
  'You must read the regulations to continue!',
]);

/** Keys come as data here (the schemas' messages): worded without i18next's key types. */
type Words = { t: (key: string, options?: object) => string };

describe('validation messages', () => {
  const en = makeTestI18n('en') as unknown as Words;
  const pl = makeTestI18n('pl') as unknown as Words;
  it.each(Object.entries(validationMessages))('%s reads exactly in both languages', (name, key) => {
    const [english, polish] = expected[name as keyof typeof validationMessages];
    expect(en.t(key)).toBe(english);
    expect(pl.t(key)).toBe(polish);
  });

  it.each(Object.entries(summaryLines))(
    '%s has its own line in the error summary, in both languages',
    (path, [english, polish]) => {
      expect(en.t(`validation:${path}`, { context: 'summary' })).toBe(english);
      expect(pl.t(`validation:${path}`, { context: 'summary' })).toBe(polish);
    },
  );

  it('follows one punctuation rule: no message ends with a full stop or an exclamation mark', () => {
    for (const i18n of [en, pl])
      for (const key of Object.values(validationMessages))
        for (const text of [i18n.t(key), i18n.t(key, { context: 'summary' })])
          if (!specQuotes.has(text)) expect(text, key).not.toMatch(/[.!]$/);
  });

  it('never asks for a bare "valid" value or says "please"', () => {
    for (const i18n of [en, pl])
      for (const key of Object.values(validationMessages))
        expect(i18n.t(key), key).not.toMatch(/\b(valid|please)\b|prawidłow/i);
  });

  it('says something different for an empty field and a wrong value', () => {
    for (const i18n of [en, pl])
      for (const [name, key] of Object.entries(validationMessages)) {
        const format = (validationMessages as Record<string, string>)[`${name}Format`];
        if (format) expect(i18n.t(format), name).not.toBe(i18n.t(key));
      }
  });

  it('names each statement in the summary: no two statements share a summary line', () => {
    const statements = [
      validationMessages.statement1,
      validationMessages.statement2,
      validationMessages.statement3,
    ];
    const rodo = [validationMessages.rodoRegulations, validationMessages.rodoProcessing];
    for (const i18n of [en, pl])
      for (const group of [statements, rodo]) {
        const lines = group.map((key) => i18n.t(key, { context: 'summary' }));
        expect(new Set(lines).size, lines.join(' | ')).toBe(group.length);
      }
  });
});
