import * as yup from 'yup';
import { draftExclusionsOf, fieldOrderOf, part } from '@/shared/form/definition';
import { invoiceSchema } from '@/shared/invoice/invoice-schema';
import { isValidEmail } from '@/shared/validation/email';
import {
  checkFile,
  disabilityDocumentKinds,
  photoKinds,
  type FileProblem,
} from '@/shared/validation/file-signature';
import { ibanProblem, normaliseIban } from '@/shared/validation/iban';
import { withoutSeparators } from '@/shared/validation/identifier';
import { validationMessages as m } from '@/shared/validation/messages';
import { normalisePesel, peselProblem } from '@/shared/validation/pesel';
import { isValidPhone } from '@/shared/validation/phone';
import { documentNumberProblem } from '@/shared/validation/document-number';
import { normaliseDocumentNumber } from '@/shared/validation/polish-id-card';
import {
  isValidPostalCode,
  normalisePostalCode,
  POLAND_COUNTRY_ID,
} from '@/shared/validation/postal-code';
import { parseDateInput, toIsoDate } from './date-input';

export const photoMaxBytes = 5 * 1024 * 1024;
/**
 * What the office takes as the face photo (product.md §5): a JPEG of at most 5 MB, at most 1600 px
 * on its longest side; the browser makes it from any photo it can open.
 */
export const officePhoto = { maxBytes: photoMaxBytes, longestSide: 1600 } as const;
export const documentMaxBytes = 10 * 1024 * 1024;

export const formTypes = ['StudentForm', 'GuestForm', 'ErasmusForm', 'ExchangeForm'] as const;
export const studentFormSubtypes = ['NativeStudentForm', 'FutureStudentForm'] as const;
export const sexes = ['male', 'female', 'other'] as const;
export const doctoralHomes = ['poland', 'europe', 'outsideEurope'] as const;
export const doctoralClasses = ['1', '2', '3', '4'] as const;
export const incomeOptions = [
  'doctoralSourceOfIncome1',
  'doctoralSourceOfIncome2',
  'doctoralSourceOfIncome3',
  'doctoralSourceOfIncome4',
  'doctoralSourceOfIncome5',
] as const;
/** The income brackets among the options: 3467 PLN, up to 5341 PLN, over 5341 PLN. */
export const incomeBrackets = [
  'doctoralSourceOfIncome1',
  'doctoralSourceOfIncome2',
  'doctoralSourceOfIncome3',
] as const;
/** The brackets' limits in zloty per person (product.md §9): up to 3467, to 5341, over 5341. */
export const incomeBracketLimits = { lower: 3467, upper: 5341 } as const;
export const statements = ['checkbox1', 'checkbox2', 'checkbox3'] as const;
export const yesNo = ['yes', 'no'] as const;

/**
 * Resolver context: which document type ids need a Polish check digit, and whether the person is
 * signed in with a university account (a current student, who cannot apply as Exchange).
 */
export type RegisterContext = { documentCodes: Record<string, string>; signedIn?: boolean };

/** Exchange is for future students only (docs/decisions/005): not offered to a signed-in student. */
export function offeredFormTypes(signedIn: boolean): readonly (typeof formTypes)[number][] {
  return signedIn ? formTypes.filter((type) => type !== 'ExchangeForm') : formTypes;
}

/** Text values; an unanswered radio group reads as null in react-hook-form, treated as ''. */
const text = () =>
  yup
    .string()
    .trim()
    .default('')
    .transform((value: unknown) => (value ?? '') as string);
const flag = () => yup.boolean().default(false).required();
const amount = /^\d+([.,]\d{1,2})?$/;
const wholeNumber = /^\d{1,3}$/;

/* ---------- files ---------- */

function fileTest(
  accepted: typeof photoKinds,
  maxBytes: number,
  messages: Record<FileProblem, string>,
  required: (parent: Record<string, unknown>, root: unknown, context: unknown) => boolean,
) {
  return async function (this: yup.TestContext, file: unknown) {
    const parent = this.parent as Record<string, unknown>;
    const need = required(parent, this.from?.at(-1)?.value, this.options.context);
    if (!file && !need) return true;
    const problem = await checkFile(file instanceof Blob ? file : null, accepted, maxBytes);
    return problem === null || this.createError({ message: messages[problem] });
  };
}

/* ---------- place application ---------- */

type PlaceRoot = { placeRequests?: boolean; placeRequestKind?: string; type?: string };

/**
 * The place application is part of the registration (product.md §2) of students, Erasmus and
 * exchange applicants; a guest's stay is the registration's own dates, with no place application.
 */
export const placeOffered = (type: unknown) => type !== 'GuestForm';

/** Applies only while a place is requested (inside registration) and, if given, for a kind. */
const placeRequested = (root: unknown, kind?: 'doctoral') => {
  const value = (root ?? {}) as PlaceRoot;
  return (
    placeOffered(value.type) &&
    Boolean(value.placeRequests) &&
    (!kind || value.placeRequestKind === 'doctoral')
  );
};

/** `message` for an empty field, `formatMessage` (if any) for a value of the wrong form. */
function placeText(message: string, pattern: RegExp, kind?: 'doctoral', formatMessage = message) {
  return text().test('place', message, function (value) {
    if (!placeRequested(this.from?.at(-1)?.value, kind)) return true;
    if (!value) return false;
    return pattern.test(value) || this.createError({ message: formatMessage });
  });
}

/** What is validated is what is sent. */
const placeSent = placeRequested;
/** Sent only for a doctoral place application. */
const doctoralPart = part({ when: (_parent, root) => placeSent(root, 'doctoral') });
/** Amounts are typed with a comma or a point and sent with a point. */
const decimalPart = part({ format: (value: string) => value.replace(',', '.') });

/**
 * The disability decision document (`doctoralDisabled`, product.md §3.3 and §5) is required, and
 * checked, whenever a place is requested with a caretaker place for a person with a disability,
 * for a student's place as for a doctoral one. A doctoral applicant may attach it otherwise
 * (checked when given); a student's place without a caretaker place neither asks nor sends it.
 */
export function disabilityDocumentRequired(parent: { caretaker?: unknown }, root: unknown) {
  return placeRequested(root) && Boolean(parent.caretaker);
}

export const placeRequestSchema = yup.object({
  distance: placeText(m.distance, amount, undefined, m.distanceFormat).meta(decimalPart),
  familyMembers: placeText(m.familyMembers, wholeNumber, undefined, m.familyMembersFormat),
  income: placeText(m.income, amount, undefined, m.incomeFormat).meta(decimalPart),
  incompleteFamily: flag(),
  familyMembersRoommates: flag(),
  familyMembersRoommatesCount: text()
    .test('count', m.roommatesCount, function (value) {
      const parent = this.parent as { familyMembersRoommates: boolean };
      if (!placeRequested(this.from?.at(-1)?.value) || !parent.familyMembersRoommates) return true;
      if (!value) return false;
      return /^[1-9]\d?$/.test(value) || this.createError({ message: m.roommatesCountFormat });
    })
    .meta(part({ when: (parent) => Boolean(parent.familyMembersRoommates) })),
  caretaker: flag(),
  doctoralDisabled: yup
    .mixed<File>()
    .nullable()
    .default(null)
    .test(
      'document',
      m.doctoralDisabled,
      fileTest(
        disabilityDocumentKinds,
        documentMaxBytes,
        {
          missing: m.doctoralDisabled,
          empty: m.fileEmpty,
          tooLarge: m.documentTooLarge,
          wrongType: m.documentFileType,
          damaged: m.documentDamaged,
        },
        (parent, root) => disabilityDocumentRequired(parent, root),
      ),
    )
    .meta(
      part({
        when: (parent, root) =>
          placeSent(root) && (Boolean(parent.caretaker) || placeSent(root, 'doctoral')),
      }),
    ),
  preferredDorm: text(),
  doctoralClass: placeText(m.doctoralClass, /^[1-4]$/, 'doctoral').meta(doctoralPart),
  doctoralHome: placeText(m.doctoralHome, /^(poland|europe|outsideEurope)$/, 'doctoral').meta(
    doctoralPart,
  ),
  // Options 1-3 are income brackets, so at most one of them (the form offers them as radios).
  doctoralSourceOfIncome1: flag()
    .test('one-bracket', m.incomeBracket, function () {
      if (!placeRequested(this.from?.at(-1)?.value, 'doctoral')) return true;
      const parent = this.parent as Record<(typeof incomeBrackets)[number], boolean>;
      return incomeBrackets.filter((option) => parent[option]).length <= 1;
    })
    .meta(doctoralPart),
  doctoralSourceOfIncome2: flag().meta(doctoralPart),
  doctoralSourceOfIncome3: flag().meta(doctoralPart),
  doctoralSourceOfIncome4: flag().meta(doctoralPart),
  doctoralSourceOfIncome5: flag().meta(doctoralPart),
  checkbox1: flag().test('statement', m.statement1, function (value) {
    return !placeRequested(this.from?.at(-1)?.value) || value;
  }),
  checkbox2: flag().test('statement', m.statement2, function (value) {
    return !placeRequested(this.from?.at(-1)?.value) || value;
  }),
  checkbox3: flag().test('statement', m.statement3, function (value) {
    return !placeRequested(this.from?.at(-1)?.value) || value;
  }),
});
export type PlaceRequestValues = yup.InferType<typeof placeRequestSchema>;

/* ---------- registration ---------- */

type Root = {
  type: string;
  studentFormSubtype: string;
  foreigner: boolean;
  countryId: string;
  documentTypeId: string;
  universityId: string;
  universityName: string;
};

const requiredText = (message: string) => text().required(message);

/** Each identifier's messages name the mistake: the format, or the check digit (and date). */
const peselMessages = { format: m.peselFormat, date: m.peselDate, checkDigit: m.peselCheckDigit };
const documentNumberMessages = {
  format: m.documentNumberFormat,
  checkDigit: m.documentNumberCheckDigit,
};
const bankAccountMessages = { format: m.bankAccountFormat, checkDigit: m.bankAccountCheckDigit };

/** The applicant's country: the chosen one for a foreigner, Poland for a Polish citizen. */
export function countryOf(values: { foreigner: boolean; countryId: string }): string {
  return values.foreigner ? values.countryId : POLAND_COUNTRY_ID;
}
const student = (type: unknown) => type === 'StudentForm';
/** Studies are asked of students, Erasmus and exchange applicants, not of guests. */
export const studies = (type: unknown) => type !== 'GuestForm';
/** A current student of a university (who has an index number), not a future one. */
export const currentStudent = (type: unknown, subtype: unknown) =>
  student(type) && subtype === 'NativeStudentForm';
/**
 * A current student signs in with the university login before the numbers and files that are
 * never stored in the browser (PESEL, document and account numbers, the photo) are asked: they
 * would be lost on the way to the sign-in and back (issue 34, point 1). Until then they are
 * neither shown nor required.
 */
export const awaitsSignIn = (type: unknown, subtype: unknown, signedIn: unknown) =>
  currentStudent(type, subtype) && !signedIn;
/** The university select's choice for a university not in the dictionary. */
export const otherUniversity = 'other';
const citizen = part({ when: (parent) => !parent.foreigner });
const foreignerOnly = part({ when: (parent) => Boolean(parent.foreigner) });
const isoDate = part({ format: (value: string) => toIsoDate(value) });

/**
 * The registration form, defined once (see docs/architecture.md, "A new form field"): the order
 * of the keys is the order of the form and its error summary, each `.default()` is the form's
 * starting value (product.md §3.1), and each `.meta(part(...))` says when and how the field is sent in the
 * multipart post (`form-data.ts`, which the demo API reads back with the same schema).
 */
export const registerSchema = yup.object({
  type: yup
    .string()
    .oneOf(formTypes)
    .default('StudentForm')
    .required()
    .test('offered', m.formType, function (value) {
      const context = this.options.context as RegisterContext | undefined;
      return offeredFormTypes(Boolean(context?.signedIn)).some((type) => type === value);
    }),
  studentFormSubtype: yup
    .string()
    .oneOf(studentFormSubtypes)
    .default('NativeStudentForm')
    .required()
    // A current student's data are checked with the deanery's: the post carries the account
    // (product.md §6), so one who is not signed in cannot send it (the API answers 401).
    .test('signed-in', m.signInNative, function (value) {
      const context = this.options.context as RegisterContext | undefined;
      const { type } = this.parent as Root;
      return !currentStudent(type, value) || Boolean(context?.signedIn);
    })
    // Only students choose; every other application is a future student's.
    .meta(
      part({
        format: (value: string, parent) => (student(parent.type) ? value : 'FutureStudentForm'),
      }),
    ),
  // A question of the form, never sent, asked near the top (issue 22) of everyone who may apply
  // for a place; `placeRequests` (what is sent, and the registration state) follows the answer.
  applyingForPlace: text()
    .oneOf(['', ...yesNo])
    .when('type', ([type], schema) =>
      placeOffered(type) ? schema.required(m.applyingForPlace) : schema,
    )
    .meta(part({ when: () => false })),
  firstName: requiredText(m.firstName).max(100, m.firstNameFormat),
  lastName: requiredText(m.lastName).max(100, m.lastNameFormat),
  sex: text()
    .oneOf(['', ...sexes])
    .required(m.sex),
  email: requiredText(m.email).test('email', m.emailFormat, (value) => isValidEmail(value ?? '')),
  phoneNumber: requiredText(m.phoneNumber).test('phone', m.phoneNumberFormat, (v) =>
    isValidPhone(v ?? ''),
  ),
  emergencyPhone: requiredText(m.emergencyPhone).test('phone', m.emergencyPhoneFormat, (v) =>
    isValidPhone(v ?? ''),
  ),
  foreigner: flag(),
  pesel: text()
    .when(
      ['foreigner', 'type', 'studentFormSubtype', '$signedIn'],
      ([foreigner, ...who], schema) =>
        foreigner || awaitsSignIn(...(who as [unknown, unknown, unknown]))
          ? schema
          : schema.required(m.pesel).test('pesel', m.peselFormat, function (value) {
              const problem = peselProblem(value ?? '');
              return problem === null || this.createError({ message: peselMessages[problem] });
            }),
    )
    .meta(part({ ...citizen.part, format: normalisePesel, sensitive: true })),
  // Starts empty (product.md §3.1); asked of a foreigner only: a Polish citizen's country is Poland.
  countryId: text()
    .when('foreigner', ([foreigner], schema) => (foreigner ? schema.required(m.country) : schema))
    .meta(part({ format: (_value: string, parent) => countryOf(parent as Root) })),
  documentTypeId: text()
    .when('foreigner', ([foreigner], schema) =>
      foreigner ? schema.required(m.documentType) : schema,
    )
    .meta(foreignerOnly),
  documentNumber: text()
    .test('document-number', m.documentNumberFormat, function (value) {
      const parent = this.parent as Root;
      const context = this.options.context as RegisterContext | undefined;
      if (
        !parent.foreigner ||
        awaitsSignIn(parent.type, parent.studentFormSubtype, context?.signedIn)
      )
        return true;
      const number = value ?? '';
      if (!number) return this.createError({ message: m.documentNumber });
      const code = context?.documentCodes[parent.documentTypeId];
      const problem = documentNumberProblem(code, number);
      return problem === null || this.createError({ message: documentNumberMessages[problem] });
    })
    .meta(part({ ...foreignerOnly.part, format: normaliseDocumentNumber, sensitive: true })),
  // A question of the form, never sent (the API does not know it; `countryId` is citizenship):
  // a Polish citizen may live abroad and a foreigner in Poland. It decides the postal code's
  // format; a server, which is not told, takes either (the demo reads it as "no").
  homeInPoland: text()
    .oneOf(['', ...yesNo])
    .required(m.homeInPoland)
    .meta(part({ when: () => false })),
  homeAddress: requiredText(m.homeAddress).max(200, m.homeAddressFormat),
  // A Polish code typed without its dash (00950) is checked and sent with it (00-950).
  postalCode: requiredText(m.postalCode)
    .test('postal-code', m.postalCodeFormat, function (value) {
      const { homeInPoland } = this.parent as { homeInPoland: string };
      const inPoland = homeInPoland === 'yes';
      return (
        isValidPostalCode(
          normalisePostalCode(value ?? '', inPoland),
          inPoland ? POLAND_COUNTRY_ID : 'other',
        ) || this.createError({ message: inPoland ? m.postalCodeFormat : m.postalCodeAbroadFormat })
      );
    })
    .meta(
      part({
        format: (value: string, parent) =>
          normalisePostalCode(value, (parent as { homeInPoland?: string }).homeInPoland === 'yes'),
      }),
    ),
  city: requiredText(m.city).max(100, m.cityFormat),
  // Only a current student has an index number: a future student (starting studies, a future
  // doctoral student) and Erasmus or exchange applicants get one after enrolment.
  indexNumber: text()
    .when(['type', 'studentFormSubtype'], ([type, subtype], schema) =>
      currentStudent(type, subtype)
        ? schema
            .required(m.indexNumber)
            .test('index-number', m.indexNumberFormat, (value) =>
              /^\d{4,10}$/.test(withoutSeparators(value ?? '')),
            )
        : schema,
    )
    .meta(
      part({
        when: (parent) => currentStudent(parent.type, parent.studentFormSubtype),
        format: withoutSeparators,
      }),
    ),
  // A university of the dictionary, or `otherUniversity` and its name in `universityName` (sent
  // instead of the id; the server reads "a name without an id" back as `otherUniversity`). A
  // name left over from an earlier "Other university" choice is no choice: nothing would be sent.
  universityId: text()
    .test('university', m.university, function (value) {
      const parent = this.parent as Root;
      return !studies(parent.type) || Boolean(value);
    })
    .meta(
      part({ when: (parent) => studies(parent.type) && parent.universityId !== otherUniversity }),
    ),
  universityName: text()
    .max(200, m.universityNameFormat)
    .test('university-name', m.universityName, function (value) {
      const parent = this.parent as Root;
      return !studies(parent.type) || parent.universityId !== otherUniversity || Boolean(value);
    })
    .meta(
      part({ when: (parent) => studies(parent.type) && parent.universityId === otherUniversity }),
    ),
  startDate: requiredText(m.startDate)
    .test('date', m.startDateFormat, (v) => Boolean(parseDateInput(v ?? '')))
    .meta(isoDate),
  endDate: requiredText(m.endDate)
    .test('date', m.endDateFormat, (v) => Boolean(parseDateInput(v ?? '')))
    .test('after', m.endAfterStart, function (value) {
      const start = parseDateInput((this.parent as { startDate: string }).startDate);
      const end = parseDateInput(value ?? '');
      return !start || !end || end > start;
    })
    .meta(isoDate),
  ownerBankAccount: requiredText(m.ownerBankAccount).max(100, m.ownerBankAccountFormat),
  bankAccount: text()
    .when(['type', 'studentFormSubtype', '$signedIn'], (who, schema) =>
      awaitsSignIn(...(who as [unknown, unknown, unknown]))
        ? schema
        : schema.required(m.bankAccount),
    )
    .test('iban', m.bankAccountFormat, function (value) {
      if (!value) return true;
      const problem = ibanProblem(value ?? '');
      return problem === null || this.createError({ message: bankAccountMessages[problem] });
    })
    .meta(part({ format: normaliseIban, sensitive: true })),
  photo: yup
    .mixed<File>()
    .nullable()
    .default(null)
    .test(
      'photo',
      m.photo,
      fileTest(
        photoKinds,
        photoMaxBytes,
        {
          missing: m.photo,
          empty: m.fileEmpty,
          // Only where the browser cannot prepare the photo (no canvas encoder).
          tooLarge: m.photoTooLarge,
          // What the browser cannot open, whatever it is: the message says what to do.
          wrongType: m.photoUnreadable,
          damaged: m.photoUnreadable,
        },
        (parent, _root, context) =>
          !awaitsSignIn(
            parent.type,
            parent.studentFormSubtype,
            (context as RegisterContext | undefined)?.signedIn,
          ),
      ),
    ),
  invoice: invoiceSchema,
  comment: text().max(1000),
  placeRequests: flag().meta(
    part({ format: (value: boolean, parent) => String(value && placeOffered(parent.type)) }),
  ),
  placeRequestKind: text()
    .oneOf(['', 'student', 'doctoral'])
    // Empty until a place is requested (product.md §3.6); the form then starts on 'student'.
    .meta(
      part({ when: (_parent, root) => placeSent(root), format: (v: string) => v || 'student' }),
    ),
  placeRequest: placeRequestSchema.meta(part({ when: (_parent, root) => placeSent(root) })),
});

export type RegisterValues = yup.InferType<typeof registerSchema>;

/** product.md §3.1: type StudentForm, subtype NativeStudentForm, foreigner false, rest empty. */
export const registerDefaults: RegisterValues = registerSchema.getDefault();

/** Never written to browser storage (house rules): sensitive numbers and files. */
export const draftExclusions = draftExclusionsOf(registerSchema);

/** Field order of the form, for the error summary. */
export const registerFieldOrder = fieldOrderOf(registerSchema);
