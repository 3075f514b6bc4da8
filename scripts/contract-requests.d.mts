export const validatorsFile: string;
export function generateRequestValidators(): Promise<string>;
