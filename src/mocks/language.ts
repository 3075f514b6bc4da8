import {
  http as mswHttp,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import { contractRefusal } from './contract/request-check';

import { inLanguage, type ApiLanguage, type Wording } from './wording';

export { inLanguage, typeset } from './wording';
export type { ApiLanguage, Wording };

/**
 * The language of the answer, from the request's `Accept-Language` (RFC 9110 12.5.4): the
 * supported range with the highest weight, by its primary tag (`pl-PL` is Polish); English when
 * the header is absent or names neither language, as a real server's default would be.
 */
export function languageOf(request: Request): ApiLanguage {
  const header = request.headers.get('Accept-Language') ?? '';
  let best: { language: ApiLanguage; weight: number } | null = null;
  for (const range of header.split(',')) {
    const [tag = '', ...params] = range.trim().split(';');
    const primary = tag.trim().slice(0, 2).toLowerCase();
    if (primary !== 'en' && primary !== 'pl') continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { language: primary, weight };
  }
  return best?.language ?? 'en';
}

/** A sentence in the request's language, typeset for it. */
export function say(request: Request, wording: Wording): string {
  return inLanguage(wording, languageOf(request));
}

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>;

/**
 * Every request is first checked against the contract (a refusal in its error shape, as a real
 * server would answer), and every answer names the language its text is in
 * (`Content-Language`), as the contract says.
 */
function withContentLanguage(resolver: Resolver): Resolver {
  return async (info) => {
    const response =
      (await contractRefusal(info.request, languageOf(info.request))) ?? (await resolver(info));
    // A network error (Response.error()) has immutable headers and no text.
    if (response instanceof Response && response.type !== 'error')
      response.headers.set('Content-Language', languageOf(info.request));
    return response;
  };
}

/**
 * msw's `http`, with each answer's `Content-Language` set from the request's `Accept-Language`:
 * the demo API's handlers use it instead of msw's own.
 */
export const http = {
  get: (path: string, resolver: Resolver) => mswHttp.get(path, withContentLanguage(resolver)),
  post: (path: string, resolver: Resolver) => mswHttp.post(path, withContentLanguage(resolver)),
  put: (path: string, resolver: Resolver) => mswHttp.put(path, withContentLanguage(resolver)),
  delete: (path: string, resolver: Resolver) => mswHttp.delete(path, withContentLanguage(resolver)),
};
