import { isValidEmail } from '@/shared/validation/email';
import {
  checkFile,
  disabilityDocumentKinds,
  photoKinds,
  type FileProblem,
} from '@/shared/validation/file-signature';
import { ibanProblem } from '@/shared/validation/iban';
import { validationMessages as m } from '@/shared/validation/messages';
import { peselProblem } from '@/shared/validation/pesel';
import { isValidPhone } from '@/shared/validation/phone';
import { documentNumberProblem } from '@/shared/validation/document-number';
import { isValidPostalCode } from '@/shared/validation/postal-code';

/** One refusal: the part it is about and the message key of the `validation` namespace. */
export type Rule = { param: string; message: string };

const photoMaxBytes = 5 * 1024 * 1024;
const documentMaxBytes = 10 * 1024 * 1024;
const amount = /^\d+([.,]\d{1,2})?$/;
const wholeNumber = /^\d{1,3}$/;

const fileMessages = (missing: string, tooLarge: string, wrongType: string, damaged: string) =>
  ({ missing, empty: m.fileEmpty, tooLarge, wrongType, damaged }) satisfies Record<
    FileProblem,
    string
  >;

/**
 * What a server checks of a registration beyond its contract (the parts, their types and
 * conditions are the contract's, checked before this runs: src/mocks/contract): check digits,
 * real phone ranges, postal codes, files by content, the place application's figures and
 * statements, dates in order, and what a signed-in student may send. Its own rules, on the parts
 * as sent; not the client's form schema.
 */
export async function registrationRules(
  form: FormData,
  { signedIn, documentCodes }: { signedIn: boolean; documentCodes: Record<string, string> },
): Promise<Rule[]> {
  const get = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const file = (name: string) => {
    const value = form.get(name);
    return value instanceof Blob ? value : null;
  };
  const rules: Rule[] = [];
  const refuse = (param: string, message: string) => rules.push({ param, message });

  const type = get('type');
  const native = type === 'StudentForm' && get('studentFormSubtype') === 'NativeStudentForm';
  // Exchange is for future students only (docs/decisions/005).
  if (signedIn && type === 'ExchangeForm') refuse('type', m.formType);
  if (native && !signedIn) refuse('studentFormSubtype', m.signInNative);
  if (!isValidEmail(get('email'))) refuse('email', m.emailFormat);
  if (!(await isValidPhone(get('phoneNumber')))) refuse('phoneNumber', m.phoneNumberFormat);
  if (!(await isValidPhone(get('emergencyPhone'))))
    refuse('emergencyPhone', m.emergencyPhoneFormat);
  // Each identifier's refusal names the mistake: its format, or its check digit (issue 34).
  const pesel = get('foreigner') === 'false' ? peselProblem(get('pesel')) : null;
  if (pesel)
    refuse(
      'pesel',
      { format: m.peselFormat, date: m.peselDate, checkDigit: m.peselCheckDigit }[pesel],
    );
  if (get('foreigner') === 'true') {
    const number = get('documentNumber');
    const code = documentCodes[get('documentTypeId')];
    const problem = documentNumberProblem(code, number);
    if (problem)
      refuse(
        'documentNumber',
        problem === 'format' ? m.documentNumberFormat : m.documentNumberCheckDigit,
      );
  }
  // The server is not told where the home address is, so it takes either format.
  const postalCode = get('postalCode');
  if (!isValidPostalCode(postalCode, '616') && !isValidPostalCode(postalCode, 'other'))
    refuse('postalCode', m.postalCodeAbroadFormat);
  if (native && !/^\d{4,10}$/.test(get('indexNumber'))) refuse('indexNumber', m.indexNumberFormat);
  if (type !== 'GuestForm' && !get('universityId') && !get('universityName'))
    refuse('universityId', m.university);
  if (get('startDate') && get('endDate') && get('endDate') <= get('startDate'))
    refuse('endDate', m.endAfterStart);
  const iban = ibanProblem(get('bankAccount'));
  if (iban)
    refuse('bankAccount', iban === 'format' ? m.bankAccountFormat : m.bankAccountCheckDigit);
  const photoProblem = await checkFile(file('photo'), photoKinds, photoMaxBytes);
  if (photoProblem)
    refuse(
      'photo',
      fileMessages(m.photo, m.photoTooLarge, m.photoType, m.photoDamaged)[photoProblem],
    );

  if (get('placeRequests') !== 'true') return rules;
  const place = (name: string) => get(`placeRequest.${name}`);
  const figure = (name: string, pattern: RegExp, missing: string, wrong: string) => {
    if (!place(name)) refuse(`placeRequest.${name}`, missing);
    else if (!pattern.test(place(name))) refuse(`placeRequest.${name}`, wrong);
  };
  figure('distance', amount, m.distance, m.distanceFormat);
  figure('familyMembers', wholeNumber, m.familyMembers, m.familyMembersFormat);
  figure('income', amount, m.income, m.incomeFormat);
  if (place('familyMembersRoommates') === 'true')
    figure('familyMembersRoommatesCount', /^[1-9]\d?$/, m.roommatesCount, m.roommatesCountFormat);
  const doctoral = get('placeRequestKind') === 'doctoral';
  const document = file('placeRequest.doctoralDisabled');
  if (place('caretaker') === 'true' || document) {
    const problem = await checkFile(document, disabilityDocumentKinds, documentMaxBytes);
    if (problem)
      refuse(
        'placeRequest.doctoralDisabled',
        fileMessages(m.doctoralDisabled, m.documentTooLarge, m.documentFileType, m.documentDamaged)[
          problem
        ],
      );
  }
  if (doctoral) {
    if (!place('doctoralClass')) refuse('placeRequest.doctoralClass', m.doctoralClass);
    if (!place('doctoralHome')) refuse('placeRequest.doctoralHome', m.doctoralHome);
    const brackets = ['1', '2', '3'].filter((n) => place(`doctoralSourceOfIncome${n}`) === 'true');
    if (brackets.length > 1) refuse('placeRequest.doctoralSourceOfIncome1', m.incomeBracket);
  }
  const statements = [m.statement1, m.statement2, m.statement3];
  statements.forEach((message, index) => {
    if (place(`checkbox${index + 1}`) !== 'true')
      refuse(`placeRequest.checkbox${index + 1}`, message);
  });
  return rules;
}
