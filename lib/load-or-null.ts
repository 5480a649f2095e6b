/** Runs a page's read; a failure is logged and handed back as `null` so the page shows `LoadError`. */
export async function loadOrNull<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    console.error(`Error al cargar ${what}:`, err);
    return null;
  }
}
