import { ApiRequestError } from "./api-request";

/** The file name a download answer gives in `Content-Disposition` (the exact UTF-8 one when sent). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (exact) return decodeURIComponent(exact[1]!);
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * Downloads an API file into the browser under the name from its `Content-Disposition`; a failed
 * answer becomes an `ApiRequestError` with the server's message, for the caller's toast.
 */
export async function downloadFile(path: string, fallbackName = "archivo"): Promise<string> {
  const res = await fetch(path);
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new ApiRequestError(res.status, body.message ?? `Error ${res.status}`);
  }
  const name = fileNameOf(res.headers.get("content-disposition"), fallbackName);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
