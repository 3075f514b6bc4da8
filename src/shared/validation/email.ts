/** A simple address pattern (product.md §5): something@something.tld, no spaces. */
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}
