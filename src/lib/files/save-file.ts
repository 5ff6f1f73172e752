/** Offers a Blob as a file download: an <a download> on an object URL, revoked once the browser has surely taken it. */
export function saveBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Offers text as a file download. */
export function saveText(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(name, new Blob([text], { type }));
}
