export const contractFile: string;
export const sensitiveFieldsFile: string;
export function sensitiveFieldsOf(ref?: string): Promise<string[]>;
export function generateSensitiveFields(ref?: string): Promise<string>;
