/**
 * 添加到桌面: downloads an Internet shortcut to the site (Windows .url, also opened by most Linux desktops), which is
 * what this kind of B2B site has always offered to buyers' shop computers. Nothing leaves the browser.
 */
export function desktopShortcut(origin: string, name = '药采平台'): { fileName: string; content: string } {
  return { fileName: `${name}.url`, content: `[InternetShortcut]\r\nURL=${origin}/\r\n` };
}

export function addToDesktop(): void {
  const { fileName, content } = desktopShortcut(window.location.origin);
  const url = URL.createObjectURL(new Blob([content], { type: 'application/octet-stream' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
