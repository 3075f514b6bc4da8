import { describe, expect, it } from 'vitest';
import { makeTestI18n } from '@/testing/test-i18n';
import { validationMessages } from './messages';

/** The exact text of every validation message in both languages (spec messages verbatim). */
const expected: Record<keyof typeof validationMessages, [en: string, pl: string]> = {
  required: ['Value is required', 'Wartość jest wymagana'],
  formType: ['Please choose a valid application type', 'Wybierz prawidłowy rodzaj wniosku'],
  signInNative: [
    'Sign in with your university account to apply as a current student',
    'Zaloguj się kontem uczelnianym, aby złożyć wniosek jako obecny student',
  ],
  firstName: ['Please provide a valid first name', 'Podaj prawidłowe imię'],
  lastName: ['Please provide a valid last name', 'Podaj prawidłowe nazwisko'],
  sex: ['Please choose a valid gender', 'Wybierz prawidłową płeć'],
  email: ['Please provide a valid e-mail', 'Podaj prawidłowy adres e-mail'],
  emailFormat: ['Invalid email address', 'Nieprawidłowy adres e-mail'],
  url: ['Invalid URL', 'Nieprawidłowy adres URL'],
  phoneNumber: ['Please provide a valid phone number', 'Podaj prawidłowy numer telefonu'],
  emergencyPhone: [
    'Please provide a valid emergency phone number',
    'Podaj prawidłowy telefon kontaktowy w nagłym wypadku',
  ],
  pesel: ['Please provide a valid PESEL', 'Podaj prawidłowy numer PESEL'],
  documentType: ['Please choose a valid document type', 'Wybierz prawidłowy rodzaj dokumentu'],
  documentNumber: ['Please provide a valid document number', 'Podaj prawidłowy numer dokumentu'],
  country: ['Please choose a valid country', 'Wybierz prawidłowy kraj'],
  homeInPoland: [
    'Select whether your home address is in Poland',
    'Zaznacz, czy Twój adres zamieszkania jest w Polsce',
  ],
  homeAddress: ['Please provide a valid registered address', 'Podaj prawidłowy adres zameldowania'],
  city: ['Please provide a valid city', 'Podaj prawidłową miejscowość'],
  postalCode: ['Please provide a valid postal code', 'Podaj prawidłowy kod pocztowy'],
  invoiceFirstName: [
    'Please provide a valid first name for the invoice',
    'Podaj prawidłowe imię do faktury',
  ],
  invoiceLastName: [
    'Please provide a valid last name for the invoice',
    'Podaj prawidłowe nazwisko do faktury',
  ],
  invoiceCountry: [
    'Please choose a valid country for the invoice',
    'Wybierz prawidłowy kraj do faktury',
  ],
  invoicePostalCode: [
    'Please provide a valid postal code for the invoice',
    'Podaj prawidłowy kod pocztowy do faktury',
  ],
  invoiceCity: [
    'Please provide a valid city for the invoice',
    'Podaj prawidłową miejscowość do faktury',
  ],
  indexNumber: ['Please provide a valid index number', 'Podaj prawidłowy numer indeksu'],
  university: ['Please choose a valid university', 'Wybierz prawidłową uczelnię'],
  universityName: ['Please provide a valid university name', 'Podaj prawidłową nazwę uczelni'],
  ownerBankAccount: [
    'Please provide a valid bank account owner',
    'Podaj prawidłowego właściciela rachunku bankowego',
  ],
  bankAccount: [
    'Please provide a valid IBAN bank account',
    'Podaj prawidłowy numer rachunku bankowego IBAN',
  ],
  photo: ['Please add a valid photo', 'Dodaj prawidłowe zdjęcie'],
  startDate: [
    'Please provide a valid accommodation-since date',
    'Podaj prawidłową datę zakwaterowania od',
  ],
  endDate: [
    'Please provide a valid accommodation-until date',
    'Podaj prawidłową datę zakwaterowania do',
  ],
  endAfterStart: [
    'The accommodation-until date must be after the accommodation-since date',
    'Data zakwaterowania do musi być późniejsza niż data zakwaterowania od',
  ],
  vatEU: ['Please provide a valid VAT-EU number', 'Podaj prawidłowy numer VAT-UE'],
  company: ['Please provide a valid company name', 'Podaj prawidłową nazwę firmy'],
  address: ['Please provide a valid address', 'Podaj prawidłowy adres'],
  distance: ['Please provide a valid distance', 'Podaj prawidłową odległość'],
  familyMembers: [
    'Please provide a valid number of family members',
    'Podaj prawidłową liczbę członków rodziny',
  ],
  income: ['Please provide a valid average income', 'Podaj prawidłowy średni dochód'],
  roommatesCount: ['Please provide a valid number of people', 'Podaj prawidłową liczbę osób'],
  doctoralClass: ['Please choose a valid year of education', 'Wybierz prawidłowy rok kształcenia'],
  doctoralHome: ['Please choose a valid residence', 'Wybierz prawidłowe miejsce zamieszkania'],
  doctoralDisabled: [
    'Please add a valid disability document',
    'Dodaj prawidłowy dokument orzeczenia o niepełnosprawności',
  ],
  incomeBracket: ['Please choose only one income bracket', 'Wybierz tylko jeden przedział dochodu'],
  statement: ['Your statement is required.', 'Twoje oświadczenie jest wymagane.'],
  rodoStatement: [
    'A statement is required to continue',
    'Oświadczenie jest wymagane, aby kontynuować',
  ],
  rodoRegulations: [
    'You must read the regulations to continue!',
    'Musisz przeczytać regulamin, aby kontynuować!',
  ],
  fileEmpty: ['The selected file is empty', 'Wybrany plik jest pusty'],
  photoTooLarge: ['The photo must be smaller than 5 MB', 'Zdjęcie musi mieć mniej niż 5 MB'],
  photoType: [
    'The photo must be a JPG, PNG or BMP image',
    'Zdjęcie musi być obrazem JPG, PNG lub BMP',
  ],
  documentTooLarge: [
    'The document must be smaller than 10 MB',
    'Dokument musi mieć mniej niż 10 MB',
  ],
  documentFileType: [
    'The document must be a PDF, JPG, PNG or TIFF file',
    'Dokument musi być plikiem PDF, JPG, PNG lub TIFF',
  ],
  photoDamaged: [
    'The photo cannot be opened: the file is damaged or is not really an image',
    'Nie można otworzyć zdjęcia: plik jest uszkodzony lub nie jest obrazem',
  ],
  documentDamaged: [
    'The document cannot be opened: the image is damaged',
    'Nie można otworzyć dokumentu: obraz jest uszkodzony',
  ],
};

describe('validation messages', () => {
  const en = makeTestI18n('en');
  const pl = makeTestI18n('pl');
  it.each(Object.entries(validationMessages))('%s reads exactly in both languages', (name, key) => {
    const [english, polish] = expected[name as keyof typeof validationMessages];
    expect(en.t(key)).toBe(english);
    expect(pl.t(key)).toBe(polish);
  });
});
