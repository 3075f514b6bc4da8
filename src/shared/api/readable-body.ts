/**
 * A download's error body arrives as a Blob: read back as JSON, or as text when it is not JSON
 * ('' when it cannot be read), so the server's messages reach the person like any other
 * (decision 009). Anything that is not a Blob is returned as it is.
 */
export async function readableBody(data: unknown): Promise<unknown> {
  if (typeof Blob === 'undefined' || !(data instanceof Blob)) return data;
  const text = await data.text().catch(() => '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
