/**
 * PostgreSQL aborts one of two transactions that wait on each other (deadlock, 40P01) or that cannot be
 * serialized (40001); the aborted one changed nothing, so it is run again, a few times, before it is an error.
 * Two waiting-list promotions that cascade through the same two sessions in opposite order can do this.
 */
export async function retryingConflicts<T>(transaction: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !isTransientConflict(error)) throw error;
    }
  }
}

function isTransientConflict(error: unknown): boolean {
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === "40P01" || code === "40001") return true;
  }
  return false;
}
