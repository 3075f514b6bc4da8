import { HttpResponse } from 'msw';
import { env } from '@/shared/config/env';
import { inLanguage, type ApiLanguage, type Wording } from '../wording';
import { multipartObject } from './multipart-object';
import { operations, validators, type ContractError } from './request-validators.js';

type FieldError = { msg: string; param: string };

export const contractWords = {
  missing: { en: 'Fill in this field.', pl: 'Uzupełnij to pole.' },
  invalid: {
    en: 'This value cannot be accepted. Check it and try again.',
    pl: 'Nie można przyjąć tej wartości. Sprawdź ją i spróbuj ponownie.',
  },
  unknown: {
    en: 'The service does not accept this field. Reload the page and try again.',
    pl: 'Serwis nie przyjmuje tego pola. Odśwież stronę i spróbuj ponownie.',
  },
  body: {
    en: 'Your data did not reach us in a form we can read. Reload the page and try again.',
    pl: 'Twoje dane nie dotarły do nas w czytelnej postaci. Odśwież stronę i spróbuj ponownie.',
  },
} satisfies Record<string, Wording>;

const routes = operations.map((operation) => ({
  operation,
  names: [...operation.template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? ''),
  pattern: new RegExp(
    `^${operation.template
      .split(/(\{[^}]+\})/)
      .map((part) =>
        part.startsWith('{') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('')}$`,
  ),
}));

function apiPath(url: string): string | null {
  const base = new URL(env.apiBase, 'http://localhost/');
  const target = new URL(url, base);
  const basePath = base.pathname.replace(/\/+$/, '');
  if (target.origin !== base.origin || !target.pathname.startsWith(`${basePath}/`)) return null;
  return target.pathname.slice(basePath.length);
}

/** Ajv's error as the ErrorList item the client shows beside the field it names. */
function fieldError(error: ContractError, language: ApiLanguage, prefix = ''): FieldError | null {
  // An `if` failing only says which `then` applied; the `then`'s own error names the field.
  if (error.keyword === 'if') return null;
  const at = error.instancePath.split('/').slice(1).map(decodeURIComponent);
  const cut = prefix ? at.slice(1) : at;
  let param = cut.join('.');
  let wording: Wording = contractWords.invalid;
  if (error.keyword === 'required') {
    param = [...cut, String(error.params.missingProperty)].join('.');
    wording = contractWords.missing;
  } else if (error.keyword === 'additionalProperties') {
    param = [...cut, String(error.params.additionalProperty)].join('.');
    wording = contractWords.unknown;
  }
  return { param, msg: inLanguage(wording, language) };
}

/**
 * What the contract (api/openapi.yaml) says of a request, checked as a server would: path,
 * query and header parameters and the JSON or multipart body, by Ajv validators generated from
 * the contract (src/mocks/contract/request-validators.js). The field errors, none when the
 * request conforms or is not an operation of the contract (MSW then answers it as unknown).
 */
export async function contractProblems(
  request: Request,
  language: ApiLanguage,
): Promise<{ status: 400 | 422; errors: FieldError[] } | null> {
  const path = apiPath(request.url);
  if (path === null) return null;
  const route = routes.find(
    (candidate) => candidate.operation.method === request.method && candidate.pattern.test(path),
  );
  if (!route) return null;
  const { operation } = route;
  const values = route.pattern.exec(path)?.slice(1) ?? [];
  const url = new URL(request.url);
  const parameters = {
    path: Object.fromEntries(
      route.names.map((name, i) => [name, decodeURIComponent(values[i] ?? '')]),
    ),
    query: Object.fromEntries(url.searchParams.entries()),
    header: Object.fromEntries(request.headers.entries()),
  };
  const errors: FieldError[] = [];
  const validateParameters = validators[`${operation.operationId}_parameters`];
  if (validateParameters && !validateParameters(parameters))
    for (const error of validateParameters.errors ?? []) {
      const item = fieldError(error, language, 'parameters');
      if (item) errors.push(item);
    }
  const mediaType = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
  const bodyKey = operation.bodies[mediaType];
  const text = request.method === 'GET' ? '' : await request.clone().text();
  if (text === '') {
    if (operation.bodyRequired)
      errors.push({ param: '', msg: inLanguage(contractWords.body, language) });
  } else if (bodyKey) {
    let body: unknown;
    try {
      body =
        mediaType === 'multipart/form-data'
          ? multipartObject(await request.clone().formData())
          : JSON.parse(text);
    } catch {
      return {
        status: operation.malformedStatus,
        errors: [{ param: '', msg: inLanguage(contractWords.body, language) }],
      };
    }
    const validateBody = validators[bodyKey];
    if (body !== undefined && validateBody && !validateBody(body))
      for (const error of validateBody.errors ?? []) {
        const item = fieldError(error, language);
        if (item) errors.push(item);
      }
  }
  // A content type the contract does not name is left to the handler, which words the refusal.
  const unique = errors.filter(
    (error, index) => errors.findIndex((other) => other.param === error.param) === index,
  );
  return { status: operation.refusalStatus, errors: unique };
}

/** The contract's refusal of a request it does not allow (its error shape), or null. */
export async function contractRefusal(
  request: Request,
  language: ApiLanguage,
): Promise<Response | null> {
  const found = await contractProblems(request, language);
  if (!found || found.errors.length === 0) return null;
  return HttpResponse.json({ errors: found.errors }, { status: found.status });
}
