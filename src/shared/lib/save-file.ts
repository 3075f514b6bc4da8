/** Offers text made in the page as a download under the given name. */
export function saveFile(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser starts the download from the click; the object URL goes a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
