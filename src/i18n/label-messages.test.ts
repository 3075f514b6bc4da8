import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { variantPattern, type TermLanguage } from './terms';

// Issue 35, point 3: a field's messages name it with the field's own noun, as GOV.UK asks
// ("Town or city" is told "Enter your town or city", never "Enter your city").

type Noun = Record<TermLanguage, string>;

/**
 * Each field: its label, its messages (namespace:key), and its noun in each language (`*` ends a
 * Polish word in any case: "datę zakwaterowania" for "Data zakwaterowania").
 */
type Field = { field: string; label: string; messages: string[]; noun: Noun };

const v = (key: string) => `validation:${key}`;
const form = (key: string) => `application:form.${key}`;
const place = (key: string) => `application:place.${key}`;
const invoice = (key: string) => `invoice:${key}`;

const fields: Field[] = [
  {
    field: 'firstName',
    label: form('firstName'),
    messages: [v('valid.firstName'), v('format.firstName')],
    noun: { en: 'first name', pl: 'imi*' },
  },
  {
    field: 'lastName',
    label: form('lastName'),
    messages: [v('valid.lastName'), v('format.lastName')],
    noun: { en: 'last name', pl: 'nazwisk*' },
  },
  {
    field: 'sex',
    label: form('sex'),
    messages: [v('valid.sex')],
    noun: { en: 'gender', pl: 'płeć' },
  },
  {
    field: 'email',
    label: form('email'),
    messages: [v('valid.email')],
    noun: { en: 'e-mail', pl: 'e-mail' },
  },
  {
    field: 'phoneNumber',
    label: form('phoneNumber'),
    messages: [v('valid.phoneNumber'), v('format.phoneNumber')],
    noun: { en: 'phone number', pl: 'numer* telefonu' },
  },
  {
    field: 'emergencyPhone',
    label: form('emergencyPhone'),
    messages: [v('valid.emergencyPhone'), v('format.emergencyPhone')],
    noun: { en: 'emergency phone number', pl: 'nagłych wypadkach' },
  },
  {
    field: 'pesel',
    label: form('pesel'),
    messages: [v('valid.pesel'), v('format.pesel')],
    noun: { en: 'PESEL', pl: 'PESEL' },
  },
  {
    field: 'country',
    label: form('country'),
    messages: [v('valid.country')],
    noun: { en: 'country', pl: 'kraj*' },
  },
  {
    field: 'documentType',
    label: form('documentType'),
    messages: [v('valid.documentType')],
    noun: { en: 'identity document', pl: 'rodzaj* dokumentu tożsamości' },
  },
  {
    field: 'documentNumber',
    label: form('documentNumber'),
    messages: [v('valid.documentNumber'), v('format.documentNumber')],
    noun: { en: 'document number', pl: 'numer* dokumentu' },
  },
  {
    field: 'homeAddress',
    label: form('homeAddress'),
    messages: [
      v('valid.homeAddress'),
      v('format.homeAddress'),
      v('homeInPoland'),
      form('homeInPoland'),
    ],
    noun: { en: 'registered address', pl: 'adres* zameldowania' },
  },
  {
    field: 'postalCode',
    label: form('postalCode'),
    messages: [v('valid.postalCode'), v('format.postalCode'), v('format.postalCodeAbroad')],
    noun: { en: 'postal code', pl: 'kod* pocztow*' },
  },
  {
    field: 'city',
    label: form('city'),
    messages: [v('valid.city'), v('format.city')],
    noun: { en: 'town or city', pl: 'miejscowoś*' },
  },
  {
    field: 'indexNumber',
    label: form('indexNumber'),
    messages: [v('valid.indexNumber'), v('format.indexNumber')],
    noun: { en: 'student number', pl: 'numer* indeksu' },
  },
  {
    field: 'university',
    label: form('university'),
    messages: [v('valid.university')],
    noun: { en: 'university', pl: 'uczelni*' },
  },
  {
    field: 'universityName',
    label: form('universityName'),
    messages: [v('valid.universityName'), v('format.universityName')],
    noun: { en: 'name of the university', pl: 'nazw* uczelni' },
  },
  {
    field: 'ownerBankAccount',
    label: form('ownerBankAccount'),
    messages: [v('valid.ownerBankAccount'), v('format.ownerBankAccount')],
    noun: { en: 'account holder', pl: 'właściciel* rachunku' },
  },
  {
    field: 'bankAccount',
    label: form('bankAccount'),
    messages: [v('valid.bankAccount'), v('format.bankAccount')],
    noun: { en: 'account number', pl: 'numer* rachunku' },
  },
  {
    field: 'photo',
    label: form('photo'),
    messages: [v('valid.photo')],
    noun: { en: 'photo', pl: 'zdjęci*' },
  },
  {
    field: 'startDate',
    label: form('startDate'),
    messages: [v('valid.startDate'), v('format.startDate')],
    noun: { en: 'move-in date', pl: 'dat* zakwaterowania' },
  },
  {
    field: 'endDate',
    label: form('endDate'),
    messages: [v('valid.endDate'), v('format.endDate')],
    noun: { en: 'move-out date', pl: 'dat* wykwaterowania' },
  },
  {
    field: 'invoice.vatEU',
    label: invoice('vatEU'),
    messages: [v('valid.vatEU'), v('format.vatEU')],
    noun: { en: 'EU VAT number', pl: 'numer* VAT UE' },
  },
  {
    field: 'invoice.company',
    label: invoice('company'),
    messages: [v('valid.company')],
    noun: { en: 'company name', pl: 'nazw* firmy' },
  },
  {
    field: 'invoice.addressLine',
    label: invoice('addressLine'),
    messages: [v('valid.address')],
    noun: { en: 'address', pl: 'adres*' },
  },
  {
    field: 'invoice.firstName',
    label: invoice('firstName'),
    messages: [v('valid.invoiceFirstName')],
    noun: { en: 'first name', pl: 'imi*' },
  },
  {
    field: 'invoice.lastName',
    label: invoice('lastName'),
    messages: [v('valid.invoiceLastName')],
    noun: { en: 'last name', pl: 'nazwisk*' },
  },
  {
    field: 'invoice.countryId',
    label: invoice('countryId'),
    messages: [v('valid.invoiceCountry')],
    noun: { en: 'country', pl: 'kraj*' },
  },
  {
    field: 'invoice.postalCode',
    label: invoice('postalCode'),
    messages: [v('valid.invoicePostalCode'), v('format.invoicePostalCode')],
    noun: { en: 'postal code', pl: 'kod* pocztow*' },
  },
  {
    field: 'invoice.city',
    label: invoice('city'),
    messages: [v('valid.invoiceCity')],
    noun: { en: 'town or city', pl: 'miejscowoś*' },
  },
  {
    field: 'placeRequest.distance',
    label: place('distance'),
    messages: [v('valid.distance'), v('format.distance')],
    noun: { en: 'distance', pl: 'odległoś*' },
  },
  {
    field: 'placeRequest.familyMembers',
    label: place('familyMembers'),
    messages: [v('valid.familyMembers'), v('format.familyMembers')],
    noun: { en: 'family members', pl: 'członków rodziny' },
  },
  {
    field: 'placeRequest.income',
    label: place('income'),
    messages: [v('valid.income'), v('format.income')],
    noun: { en: 'income', pl: 'dochód' },
  },
  {
    field: 'placeRequest.familyMembersRoommatesCount',
    label: place('familyMembersRoommatesCount'),
    messages: [v('valid.roommatesCount'), v('format.roommatesCount')],
    noun: { en: 'family members', pl: 'członków rodziny' },
  },
  {
    field: 'placeRequest.doctoralClass',
    label: place('doctoralClass'),
    messages: [v('valid.doctoralClass')],
    noun: { en: 'year of doctoral studies', pl: 'rok* kształcenia' },
  },
  {
    field: 'placeRequest.doctoralHome',
    label: place('doctoralHome'),
    messages: [v('valid.doctoralHome')],
    noun: { en: 'place of residence', pl: 'miejsc* zamieszkania' },
  },
  {
    field: 'placeRequest.doctoralDisabled',
    label: place('doctoralDisabled'),
    messages: [v('valid.doctoralDisabled'), place('doctoralDisabledOptional')],
    noun: { en: 'disability decision document', pl: 'orzeczeni* o niepełnosprawności' },
  },
  {
    field: 'arrival.date',
    label: 'panel:arrival.date',
    messages: ['panel:arrival.dateRequired_summary', 'panel:arrival.pastDate'],
    noun: { en: 'date of arrival', pl: 'dat* przyjazdu' },
  },
  {
    field: 'arrival.time',
    label: 'panel:arrival.time',
    messages: ['panel:arrival.timeRequired_summary'],
    noun: { en: 'time of arrival', pl: 'godzin* przyjazdu' },
  },
  {
    field: 'mac',
    label: 'panel:internet.macLabel',
    messages: ['panel:internet.macRequired', 'panel:internet.macFormat'],
    noun: { en: 'MAC address', pl: 'adres* MAC' },
  },
  {
    field: 'hotel.code',
    label: 'hotel:signIn.code',
    messages: ['hotel:signIn.codeRequired', 'hotel:codeMismatch'],
    noun: { en: 'verification code', pl: 'kod*' },
  },
];

const cache = new Map<string, unknown>();

function text(language: TermLanguage, key: string): string {
  const [namespace = '', path = ''] = key.split(':');
  const file = `${language}/${namespace}`;
  if (!cache.has(file))
    cache.set(
      file,
      JSON.parse(readFileSync(join(__dirname, 'locales', language, `${namespace}.json`), 'utf8')),
    );
  let node = cache.get(file);
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`${language}/${key} is not a string`);
  return node;
}

/** A label's and its messages' words that do not name the field as its noun does. */
function disagreements(list: Field[], read = text): string[] {
  return list.flatMap(({ field, label, messages, noun }) =>
    (['en', 'pl'] as const).flatMap((language) => {
      const pattern = variantPattern(noun[language]);
      return [label, ...messages].flatMap((key) => {
        const words = read(language, key);
        return pattern.test(words)
          ? []
          : [`${field} (${language}) ${key}: “${words}” lacks “${noun[language]}”`];
      });
    }),
  );
}

describe('labels and their messages', () => {
  it('name each field with its own noun, in en and pl', () => {
    expect(disagreements(fields)).toEqual([]);
  });

  it('fail on a label that names the field with another word (a planted "City")', () => {
    const planted = (language: TermLanguage, key: string) =>
      key === 'invoice:city' && language === 'en' ? 'City' : text(language, key);
    expect(disagreements(fields, planted)).toEqual([
      'invoice.city (en) invoice:city: “City” lacks “town or city”',
    ]);
  });
});
