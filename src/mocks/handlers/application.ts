import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { detectFileKind, type FileKind } from '@/shared/validation/file-signature';
import { isValidEmail } from '@/shared/validation/email';
import { isValidIban } from '@/shared/validation/iban';
import { isValidPesel } from '@/shared/validation/pesel';
import { isValidPhone } from '@/shared/validation/phone';
import { isValidPolishIdCard } from '@/shared/validation/polish-id-card';
import { isValidPolishPassport } from '@/shared/validation/polish-passport';
import { isPoland, isValidPostalCode } from '@/shared/validation/postal-code';
import { isValidVatEu } from '@/shared/validation/vat-eu';
import { api, demoDelay } from '../api-url';
import { userIdFromRequest } from '../auth';
import { signedInUserId } from './auth';
import {
  countries,
  documentTypes,
  dorms,
  knownStudents,
  mismatchIndexNumber,
  periodsTable,
  submissionsTable,
  takenEmail,
  universities,
} from '../db/application';

/** Spec section 8, verbatim. */
export const studentDataMismatchMessage =
  'The entered data do not match the data entered in the deanery system, correct the data or contact us!';

type FieldError = { msg: string; param: string };

const photoLimit = 5 * 1024 * 1024;
const documentLimit = 10 * 1024 * 1024;

async function fileProblem(
  value: FormDataEntryValue | null,
  accepted: readonly FileKind[],
  limit: number,
): Promise<string | null> {
  if (!value || typeof value === 'string') return 'is required';
  if (value.size === 0) return 'is empty';
  if (value.size > limit) return 'is too large';
  const header = new Uint8Array(await value.slice(0, 8).arrayBuffer());
  const kind = detectFileKind(header);
  return kind && accepted.includes(kind) ? null : 'has a type that is not accepted';
}

/** What a real server re-checks, whatever the client did (spec section 5). */
async function validate(form: FormData, signedIn: boolean): Promise<FieldError[]> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const flag = (name: string) => text(name) === 'true';
  const errors: FieldError[] = [];
  const need = (param: string, ok: boolean, msg: string) => {
    if (!ok) errors.push({ param, msg });
  };
  const type = text('type');
  const student = type === 'StudentForm';
  need(
    'type',
    ['StudentForm', 'GuestForm', 'ErasmusForm', 'ExchangeForm'].includes(type),
    'Invalid form type.',
  );
  // Exchange is for future students only: a signed-in (current) student cannot apply as one.
  need(
    'type',
    !(signedIn && type === 'ExchangeForm'),
    'Exchange applications are for future students only.',
  );
  need('firstName', text('firstName') !== '', 'Valid first name is required.');
  need('lastName', text('lastName') !== '', 'Valid last name is required.');
  need('sex', ['male', 'female', 'other'].includes(text('sex')), 'Valid gender is required.');
  need('email', isValidEmail(text('email')), 'Invalid email address');
  need('phoneNumber', await isValidPhone(text('phoneNumber')), 'Valid phone number is required.');
  need(
    'emergencyPhone',
    await isValidPhone(text('emergencyPhone')),
    'Valid emergency phone is required.',
  );
  if (flag('foreigner')) {
    const docType = documentTypes.find((entry) => entry.id === text('documentTypeId'));
    need('documentTypeId', Boolean(docType), 'Valid document type is required.');
    const number = text('documentNumber');
    const numberOk =
      docType?.code === 'PL_ID_CARD'
        ? isValidPolishIdCard(number)
        : docType?.code === 'PL_PASSPORT'
          ? isValidPolishPassport(number)
          : number.length >= 3;
    need('documentNumber', numberOk, 'Valid document number is required.');
  } else {
    need('pesel', isValidPesel(text('pesel')), 'Valid PESEL is required.');
  }
  const countryId = text('countryId');
  need(
    'countryId',
    countries.some((c) => c.id === countryId),
    'Valid country is required.',
  );
  need('homeAddress', text('homeAddress') !== '', 'Valid registered address is required.');
  need('city', text('city') !== '', 'Valid city is required.');
  need(
    'postalCode',
    isValidPostalCode(text('postalCode'), isPoland(countryId) ? countryId : 'other'),
    'Valid postal code is required.',
  );
  if (student) {
    need('indexNumber', /^\d{4,10}$/.test(text('indexNumber')), 'Valid index number is required.');
    need(
      'universityId',
      universities.some((u) => u.id === text('universityId')),
      'Valid university is required.',
    );
  }
  need(
    'ownerBankAccount',
    text('ownerBankAccount') !== '',
    'Valid bank account owner is required.',
  );
  need('bankAccount', isValidIban(text('bankAccount')), 'Valid IBAN bank account is required.');
  const start = text('startDate');
  const end = text('endDate');
  need(
    'startDate',
    /^\d{4}-\d{2}-\d{2}$/.test(start),
    'Valid accommodation-since date is required.',
  );
  need(
    'endDate',
    /^\d{4}-\d{2}-\d{2}$/.test(end) && end > start,
    'Valid accommodation-until date is required.',
  );
  const photo = await fileProblem(form.get('photo'), ['jpeg', 'png', 'bmp'], photoLimit);
  need('photo', photo === null, `The photo ${photo ?? ''}.`);

  if (flag('invoice.state')) {
    const company = text('invoice.type') !== 'personal';
    if (company) {
      need(
        'invoice.vatEU',
        isValidVatEu(text('invoice.vatEU')),
        'Valid VAT-EU number is required.',
      );
      need('invoice.company', text('invoice.company') !== '', 'Valid company name is required.');
    } else {
      need('invoice.firstName', text('invoice.firstName') !== '', 'Valid first name is required.');
      need('invoice.lastName', text('invoice.lastName') !== '', 'Valid last name is required.');
    }
    need('invoice.addressLine', text('invoice.addressLine') !== '', 'Valid address is required.');
  }

  if (flag('placeRequests')) {
    const number = (name: string) => /^\d+([.,]\d+)?$/.test(text(name));
    need('placeRequest.distance', number('placeRequest.distance'), 'Valid distance is required.');
    need(
      'placeRequest.familyMembers',
      number('placeRequest.familyMembers'),
      'Valid number of family members is required.',
    );
    need('placeRequest.income', number('placeRequest.income'), 'Valid average income is required.');
    if (flag('placeRequest.familyMembersRoommates'))
      need(
        'placeRequest.familyMembersRoommatesCount',
        number('placeRequest.familyMembersRoommatesCount'),
        'Valid number of people is required.',
      );
    if (text('placeRequestKind') === 'doctoral') {
      need(
        'placeRequest.doctoralClass',
        ['1', '2', '3', '4'].includes(text('placeRequest.doctoralClass')),
        'Valid year of education is required.',
      );
      need(
        'placeRequest.doctoralHome',
        ['poland', 'europe', 'outsideEurope'].includes(text('placeRequest.doctoralHome')),
        'Valid residence is required.',
      );
      const brackets = [1, 2, 3].filter((n) => flag(`placeRequest.doctoralSourceOfIncome${n}`));
      need(
        'placeRequest.doctoralSourceOfIncome1',
        brackets.length <= 1,
        'Choose at most one income bracket.',
      );
      const disabled = form.get('placeRequest.doctoralDisabled');
      if (disabled) {
        const problem = await fileProblem(disabled, ['pdf', 'jpeg', 'png', 'tiff'], documentLimit);
        need('placeRequest.doctoralDisabled', problem === null, `The document ${problem ?? ''}.`);
      }
    }
    for (const box of ['checkbox1', 'checkbox2', 'checkbox3'])
      need(`placeRequest.${box}`, flag(`placeRequest.${box}`), 'Your statement is required.');
  }
  return errors;
}

export const applicationHandlers: RequestHandler[] = [
  http.get(api('/app/dictionaries/countries'), async () => {
    await delay(demoDelay);
    return HttpResponse.json(countries);
  }),
  http.get(api('/app/dictionaries/document-types'), async () => {
    await delay(demoDelay);
    return HttpResponse.json(documentTypes);
  }),
  http.get(api('/app/dictionaries/universities'), async () => {
    await delay(demoDelay);
    return HttpResponse.json(universities);
  }),
  http.get(api('/app/dictionaries/dorms'), async () => {
    await delay(demoDelay);
    return HttpResponse.json(dorms);
  }),
  http.get(api('/app/periods'), async () => {
    await delay(demoDelay);
    return HttpResponse.json(periodsTable.get());
  }),
  http.get(api('/app/form/additionalInfo'), async ({ request }) => {
    await delay(demoDelay);
    const userId = signedInUserId(request);
    const known = userId ? knownStudents[userId] : undefined;
    if (!known)
      return HttpResponse.json(
        { errors: [{ msg: 'Sign in to see your data.', param: '' }] },
        { status: 401 },
      );
    return HttpResponse.json(known);
  }),
  http.post(api('/app/form/post'), async ({ request }) => {
    await delay(demoDelay);
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return HttpResponse.json(
        { errors: [{ msg: 'The form must be sent as multipart/form-data.', param: '' }] },
        { status: 400 },
      );
    }
    const native =
      form.get('type') === 'StudentForm' && form.get('studentFormSubtype') === 'NativeStudentForm';
    const userId = userIdFromRequest(request);
    const errors = await validate(form, userId !== null);
    if (errors.length) return HttpResponse.json({ errors }, { status: 422 });
    if (form.get('email') === takenEmail)
      return HttpResponse.json(
        {
          errors: [
            {
              msg: 'An application with this e-mail address has already been sent.',
              param: 'email',
            },
          ],
        },
        { status: 422 },
      );
    const known = userId ? knownStudents[userId] : undefined;
    const indexNumber = String(form.get('indexNumber') ?? '');
    const mismatch =
      native &&
      (indexNumber === mismatchIndexNumber || (known && known.indexNumber !== indexNumber));
    if (mismatch)
      return HttpResponse.json(
        { errors: [{ msg: studentDataMismatchMessage, param: 'deanery' }] },
        { status: 422 },
      );
    const id = `A-${Date.now().toString(36)}`;
    const files = (['photo', 'placeRequest.doctoralDisabled'] as const)
      .map((field) => ({ field, value: form.get(field) }))
      .filter(
        (entry): entry is { field: typeof entry.field; value: File } => entry.value instanceof Blob,
      )
      .map(({ field, value }) => ({ field, name: value.name, size: value.size }));
    submissionsTable.update((list) => {
      list.push({
        id,
        type: String(form.get('type')),
        studentFormSubtype: String(form.get('studentFormSubtype') ?? ''),
        lastName: String(form.get('lastName') ?? ''),
        userId: native ? userId : null,
        files,
        submittedAt: new Date().toISOString(),
      });
    });
    return HttpResponse.json({ id }, { status: 201 });
  }),
];
