/**
 * Checks every request to and every response of the demo API against the OpenAPI contract, in
 * every unit test.
 * setup-tests.ts marks the requests a demo handler (src/mocks/handlers) answered, listens to
 * MSW's `response:mocked`, finds the operation in the bundled contract (api/openapi.yaml with
 * all its $refs, bundled once per run by contract-global-setup.ts with @redocly/openapi-core),
 * and validates status and JSON body with Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses). A test whose demo responses break the contract
 * fails in afterEach with the list. Responses of a test's own `server.use(...)` overrides are
 * not checked: they are the test's business. See docs/api.md.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { RequestHandler } from 'msw';
import { inject } from 'vitest';
import { multipartObject } from '@/mocks/contract/multipart-object';
import { env } from '@/shared/config/env';

type Schema = Record<string, unknown>;
type MediaType = { schema?: Schema };
type ResponseObject = { content?: Record<string, MediaType> };
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses?: Record<string, ResponseObject>;
};
type PathItem = Record<string, Operation> & { parameters?: Parameter[] };
type Contract = { paths?: Record<string, PathItem> };

type Route = { template: string; pattern: RegExp; params: number; item: PathItem };

let routesPromise: Promise<Route[]> | null = null;

function loadRoutes(): Promise<Route[]> {
  const contract = inject('openapiContract') as Contract;
  return Promise.resolve(
    Object.entries(contract.paths ?? {})
      .map(([template, item]) => {
        const source = template
          .split(/(\{[^}]+\})/)
          .map((part) =>
            part.startsWith('{') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
          )
          .join('');
        return {
          template,
          pattern: new RegExp(`^${source}$`),
          params: (template.match(/\{/g) ?? []).length,
          item,
        };
      })
      .sort((a, b) => a.params - b.params),
  );
}

function routes(): Promise<Route[]> {
  routesPromise ??= loadRoutes();
  return routesPromise;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

function validatorFor(key: string, schema: Schema): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

function apiPath(url: string): string | null {
  const base = new URL(env.apiBase, 'http://localhost/');
  const target = new URL(url, base);
  if (target.origin !== base.origin) return null;
  const basePath = base.pathname.replace(/\/+$/, '');
  return target.pathname.startsWith(`${basePath}/`) ? target.pathname.slice(basePath.length) : null;
}

const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

export type ContractOperation = {
  operationId: string;
  /** Upper case, as in a Request. */
  method: string;
  template: string;
  /** The documented statuses ('200', '5XX', ...). */
  statuses: string[];
};

/** Every operation of api/openapi.yaml, read from the document itself. */
export async function contractOperations(): Promise<ContractOperation[]> {
  return (await routes()).flatMap((route) =>
    httpMethods
      .filter((method) => route.item[method])
      .map((method) => {
        const operation = route.item[method] ?? {};
        return {
          operationId: operation.operationId ?? `${method.toUpperCase()} ${route.template}`,
          method: method.toUpperCase(),
          template: route.template,
          statuses: Object.keys(operation.responses ?? {}),
        };
      }),
  );
}

/** The operation a request to the API reaches (by method and path template), if any. */
export async function operationFor(request: Request): Promise<ContractOperation | null> {
  const path = apiPath(request.url);
  if (!path) return null;
  const route = (await routes()).find((candidate) => candidate.pattern.test(path));
  if (!route) return null;
  return (
    (await contractOperations()).find(
      (operation) => operation.template === route.template && operation.method === request.method,
    ) ?? null
  );
}

/** The contract's problems with one response (an empty list when it conforms). */
export async function checkResponse(request: Request, response: Response): Promise<string[]> {
  const method = request.method.toLowerCase();
  const path = apiPath(request.url);
  const label = `${request.method} ${path ?? request.url} -> ${response.status}`;
  if (!path) return [`${label}: not under the API base ${env.apiBase}`];
  const route = (await routes()).find((candidate) => candidate.pattern.test(path));
  const operation = route?.item[method];
  if (!route || !operation) return [`${label}: no such operation in api/openapi.yaml`];
  const responses = operation.responses ?? {};
  const status = String(response.status);
  const documented =
    responses[status] ?? responses[`${status[0] ?? ''}XX`] ?? responses.default ?? null;
  if (!documented) {
    return [
      `${label}: status not documented for ${route.template} (has ${Object.keys(responses).join(', ')})`,
    ];
  }
  const text = await response.text();
  if (text === '') return [];
  const mediaType = (response.headers.get('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
  const content = documented.content;
  if (!content) return [`${label}: body sent (${mediaType}) but the contract documents none`];
  const media = content[mediaType] ?? content['*/*'];
  if (!media) {
    return [
      `${label}: content type ${mediaType} not documented (has ${Object.keys(content).join(', ')})`,
    ];
  }
  if (!/json/.test(mediaType) || !media.schema) return [];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [`${label}: body is not valid JSON`];
  }
  const validate = validatorFor(`${route.template} ${method} ${status} ${mediaType}`, media.schema);
  if (!validate(body)) return schemaProblems(label, 'body', validate);
  return orderProblems(body).map((problem) => `${label}: body${problem}`);
}

function schemaProblems(label: string, what: string, validate: ValidateFunction): string[] {
  return (validate.errors ?? [])
    .slice(0, 5)
    .map((error) => `${label}: ${what}${error.instancePath} ${error.message ?? 'is invalid'}`);
}

/**
 * What JSON Schema cannot say and the contract says in prose: an end is never before its start
 * (dates and date-times of the same pair compare as ISO text), a maximum price never below the
 * minimum, an application period open exactly within its dates. Checked on every body, at any
 * depth.
 */
const orderedPairs: [string, string][] = [
  ['periodFrom', 'periodTo'],
  ['checkInFrom', 'checkInTo'],
  ['dateFrom', 'dateTo'],
  ['stayFrom', 'stayTo'],
  ['startDate', 'endDate'],
  ['from', 'to'],
];

export function orderProblems(value: unknown, path = ''): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => orderProblems(item, `${path}/${index}`));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const [start, end] of orderedPairs) {
    const from = record[start];
    const to = record[end];
    if (typeof from === 'string' && typeof to === 'string' && Date.parse(to) < Date.parse(from))
      problems.push(`${path}/${end} ${to} is before ${start} ${from}`);
  }
  const { minStudentPrice: min, maxStudentPrice: max } = record;
  if (typeof min === 'number' && typeof max === 'number' && max < min)
    problems.push(`${path}/maxStudentPrice ${max} is below minStudentPrice ${min}`);
  // An application period with both dates is open exactly while now lies between them.
  const { group, open, from, to } = record;
  if (typeof group === 'string' && typeof open === 'boolean')
    if (typeof from === 'string' && typeof to === 'string') {
      const now = Date.now();
      if (open !== (Date.parse(from) <= now && now <= Date.parse(to)))
        problems.push(`${path}/open ${open} is not what its dates ${from} to ${to} say now`);
    }
  for (const [key, child] of Object.entries(record))
    problems.push(...orderProblems(child, `${path}/${key}`));
  return problems;
}

/**
 * The contract's problems with one request (an empty list when it conforms): the operation
 * exists, its path, query and header parameters, and its body (JSON or multipart) against the
 * schema of its content type.
 */
export async function checkRequest(request: Request): Promise<string[]> {
  const method = request.method.toLowerCase();
  const path = apiPath(request.url);
  const label = `${request.method} ${path ?? request.url}`;
  if (!path) return [`${label}: not under the API base ${env.apiBase}`];
  const route = (await routes()).find((candidate) => candidate.pattern.test(path));
  const operation = route?.item[method];
  if (!route || !operation) return [`${label}: no such operation in api/openapi.yaml`];
  const problems: string[] = [];
  const values = route.pattern.exec(path)?.slice(1) ?? [];
  const names = [...route.template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  const query = new URL(request.url).searchParams;
  const parameters = [...(route.item.parameters ?? []), ...(operation.parameters ?? [])];
  for (const parameter of parameters) {
    let value: string | null = null;
    if (parameter.in === 'path') {
      const raw = values[names.indexOf(parameter.name)];
      value = raw === undefined ? null : decodeURIComponent(raw);
    } else if (parameter.in === 'query') value = query.get(parameter.name);
    else if (parameter.in === 'header') value = request.headers.get(parameter.name);
    else continue;
    if (value === null) {
      if (parameter.required) problems.push(`${label}: ${parameter.in} ${parameter.name} missing`);
      continue;
    }
    if (!parameter.schema) continue;
    const validate = validatorFor(
      `${route.template} ${method} ${parameter.in} ${parameter.name}`,
      parameter.schema,
    );
    if (!validate(value))
      problems.push(...schemaProblems(label, `${parameter.in} ${parameter.name}`, validate));
  }
  for (const name of query.keys())
    if (!parameters.some((parameter) => parameter.in === 'query' && parameter.name === name))
      problems.push(`${label}: query ${name} not in the contract`);
  const body = operation.requestBody;
  const mediaType = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
  const text = body || method !== 'get' ? await request.clone().text() : '';
  if (!body) {
    if (text !== '')
      problems.push(`${label}: body sent (${mediaType}) but the contract documents none`);
    return problems;
  }
  if (text === '') {
    if (body.required) problems.push(`${label}: the contract requires a body`);
    return problems;
  }
  const media = body.content?.[mediaType];
  if (!media) {
    problems.push(
      `${label}: content type ${mediaType || '(none)'} not documented (has ${Object.keys(body.content ?? {}).join(', ')})`,
    );
    return problems;
  }
  if (!media.schema) return problems;
  let value: unknown;
  if (mediaType === 'multipart/form-data') {
    try {
      value = multipartObject(await request.clone().formData());
    } catch {
      return [...problems, `${label}: body is not valid multipart/form-data`];
    }
  } else if (/json/.test(mediaType)) {
    try {
      value = JSON.parse(text);
    } catch {
      return [...problems, `${label}: body is not valid JSON`];
    }
  } else return problems;
  const validate = validatorFor(`${route.template} ${method} request ${mediaType}`, media.schema);
  if (!validate(value)) return [...problems, ...schemaProblems(label, 'body', validate)];
  return [...problems, ...orderProblems(value).map((problem) => `${label}: body${problem}`)];
}

let violationsExpected = false;

/**
 * For a test that sends a request breaking the contract on purpose (to see the demo API refuse
 * it): its requests are not checked. Reset after each test.
 */
export function expectRequestContractViolations(): void {
  violationsExpected = true;
}
export const requestViolationsExpected = () => violationsExpected;
export function resetRequestViolationsExpected(): void {
  violationsExpected = false;
}

/** Whether a URL is under the API base (the requests the contract is about). */
export function isApiRequest(url: string): boolean {
  return apiPath(url) !== null;
}

/** Marks the requests the demo handlers themselves answer (not a test's overrides). */
export function trackDemoHandlers(handlers: RequestHandler[], answered: Set<string>): void {
  for (const handler of handlers) {
    const marked = handler as RequestHandler & { __contractTracked?: boolean };
    if (marked.__contractTracked) continue;
    marked.__contractTracked = true;
    const run = handler.run.bind(handler);
    handler.run = async (args) => {
      const result = await run(args);
      if (result?.response) answered.add(args.requestId);
      return result;
    };
  }
}
