// Types of the generated request-validators.js (scripts/contract-requests.mjs).
export type ContractError = {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
};
export type RequestValidator = ((data: unknown) => boolean) & {
  errors?: ContractError[] | null;
};
export type RequestOperation = {
  operationId: string;
  refusalStatus: 400 | 422;
  malformedStatus: 400 | 422;
  method: string;
  template: string;
  bodyRequired: boolean;
  /** Media type to the key of its body validator in `validators`. */
  bodies: Record<string, string>;
};
export const operations: RequestOperation[];
export const validators: Record<string, RequestValidator>;
