/**
 * Hands the browser a document to save under `fileName`. A module of its own, so that a page that
 * saves a file (an invoice, the customer's data) does not load the order's completion and its
 * texts.
 */
export function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the address to the download.
  setTimeout(() => URL.revokeObjectURL(url));
}
