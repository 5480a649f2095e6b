import { ApiRequestError, NETWORK_FAILURE } from "./api-request";
import { leaveForExpiredSession } from "./session-expired";

/** The file name a download announces in Content-Disposition (the UTF-8 form when present). */
function fileNameOf(res: Response, fallback: string): string {
  const header = res.headers.get("content-disposition") ?? "";
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (utf8) return decodeURIComponent(utf8[1]!);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/**
 * Calls an API that answers with a file (e.g. a POST that builds a zip) and saves it in the
 * browser under the name the server gives; a non-2xx answer becomes an `ApiRequestError` (a 401
 * leaves for the session-expired page).
 */
export async function apiDownload(path: string, { method = "GET", fallbackName = "descarga" } = {}): Promise<string> {
  const res = await fetch(path, { method }).catch(() => {
    throw new ApiRequestError(0, NETWORK_FAILURE);
  });
  if (res.status === 401) return leaveForExpiredSession();
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new ApiRequestError(res.status, body.message ?? `Error ${res.status}`);
  }
  const name = fileNameOf(res, fallbackName);
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return name;
}
