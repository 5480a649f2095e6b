/** A read that failed, said honestly where its data would be (never replaced by made-up rows). */
export function LoadError({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {message}
    </p>
  );
}

/** Runs a page's read; a failure is logged and handed back as `null` so the page shows `LoadError`. */
export async function loadOrNull<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    console.error(`Error al cargar ${what}:`, err);
    return null;
  }
}
