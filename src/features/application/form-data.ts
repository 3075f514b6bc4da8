import { normaliseIban } from '@/shared/validation/iban';
import { normaliseDocumentNumber } from '@/shared/validation/polish-id-card';
import { POLAND_COUNTRY_ID } from '@/shared/validation/postal-code';
import { toIsoDate } from './date-input';
import type { RegisterValues } from './schemas';

/**
 * The multipart body of POST /app/form/post (api/paths/application.yaml): flat parts, nested
 * objects as dotted names, booleans as "true"/"false", dates as yyyy-mm-dd, files as files.
 * Fields that do not apply to the chosen type are left out.
 */
export function buildFormData(values: RegisterValues, captchaToken: string | null): FormData {
  const form = new FormData();
  const put = (name: string, value: string | boolean | null | undefined) => {
    if (value === null || value === undefined || value === '') return;
    form.append(name, typeof value === 'boolean' ? String(value) : value);
  };
  const student = values.type === 'StudentForm';
  put('type', values.type);
  put('studentFormSubtype', student ? values.studentFormSubtype : 'FutureStudentForm');
  put('foreigner', values.foreigner);
  put('firstName', values.firstName);
  put('lastName', values.lastName);
  put('sex', values.sex);
  put('email', values.email);
  put('phoneNumber', values.phoneNumber);
  put('emergencyPhone', values.emergencyPhone);
  if (values.foreigner) {
    put('documentTypeId', values.documentTypeId);
    put('documentNumber', normaliseDocumentNumber(values.documentNumber));
    put('countryId', values.countryId);
  } else {
    put('pesel', values.pesel);
    put('countryId', values.countryId || POLAND_COUNTRY_ID);
  }
  put('homeAddress', values.homeAddress);
  put('city', values.city);
  put('postalCode', values.postalCode);
  if (student) {
    put('indexNumber', values.indexNumber);
    put('universityId', values.universityId);
  }
  put('ownerBankAccount', values.ownerBankAccount);
  put('bankAccount', normaliseIban(values.bankAccount));
  put('startDate', toIsoDate(values.startDate));
  put('endDate', toIsoDate(values.endDate));
  put('comment', values.comment);
  if (values.photo) form.append('photo', values.photo, values.photo.name || 'photo');

  put('invoice.state', values.invoice.state);
  if (values.invoice.state) {
    const invoice = values.invoice;
    put('invoice.type', invoice.type);
    if (invoice.type === 'company') {
      put('invoice.vatEU', invoice.vatEU.replace(/\s+/g, '').toUpperCase());
      put('invoice.company', invoice.company);
    } else {
      put('invoice.firstName', invoice.firstName);
      put('invoice.lastName', invoice.lastName);
    }
    put('invoice.addressLine', invoice.addressLine);
    put('invoice.postalCode', invoice.postalCode);
    put('invoice.city', invoice.city);
    put('invoice.countryId', invoice.countryId);
  }

  const placeRequests = student && values.placeRequests;
  put('placeRequests', placeRequests);
  if (placeRequests) {
    const place = values.placeRequest;
    const doctoral = values.placeRequestKind === 'doctoral';
    put('placeRequestKind', values.placeRequestKind || 'student');
    put('placeRequest.distance', place.distance.replace(',', '.'));
    put('placeRequest.familyMembers', place.familyMembers);
    put('placeRequest.income', place.income.replace(',', '.'));
    put('placeRequest.incompleteFamily', place.incompleteFamily);
    put('placeRequest.familyMembersRoommates', place.familyMembersRoommates);
    if (place.familyMembersRoommates)
      put('placeRequest.familyMembersRoommatesCount', place.familyMembersRoommatesCount);
    put('placeRequest.caretaker', place.caretaker);
    put('placeRequest.preferredDorm', place.preferredDorm);
    if (doctoral) {
      put('placeRequest.doctoralClass', place.doctoralClass);
      put('placeRequest.doctoralHome', place.doctoralHome);
      for (const option of [1, 2, 3, 4, 5] as const)
        put(
          `placeRequest.doctoralSourceOfIncome${option}`,
          place[`doctoralSourceOfIncome${option}`],
        );
      if (place.doctoralDisabled)
        form.append(
          'placeRequest.doctoralDisabled',
          place.doctoralDisabled,
          place.doctoralDisabled.name || 'document',
        );
    }
    put('placeRequest.checkbox1', place.checkbox1);
    put('placeRequest.checkbox2', place.checkbox2);
    put('placeRequest.checkbox3', place.checkbox3);
  }
  if (captchaToken) put('g-recaptcha-response', captchaToken);
  return form;
}
