/** Only http: and https: addresses; javascript:, data:, ftp: and the like are refused. */
export function isValidHttpUrl(value: string): boolean {
  if (value !== value.trim()) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
