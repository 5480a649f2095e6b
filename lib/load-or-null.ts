import { logError } from "@/lib/ops/log";

/** Runs a page's read; a failure is logged and handed back as `null` so the page shows `LoadError`. */
export async function loadOrNull<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    logError(err, "Error al cargar los datos de una página", { what });
    return null;
  }
}
