/**
 * Hands JSON to the browser as a file download (a person's data, a privacy request's answer): the browser saves it
 * under `fileName` without leaving the page.
 */
export function saveJsonFile(fileName: string, data: unknown): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address may go once it was read.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
