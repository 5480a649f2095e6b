/** A file name safe to store and show: no folders, no control characters, at most 200 characters. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  return clean.slice(0, 200) || "archivo";
}

/** `Content-Disposition` for a download: an ASCII fallback plus the exact UTF-8 name (RFC 6266/5987). */
export function contentDisposition(name: string): string {
  const safe = sanitizeFileName(name);
  const ascii = safe
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/[\\"%;]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}
