import { env } from "@/lib/config";

/**
 * At most a quarter of the instance's database pool (at least one connection) streams export files at a
 * time: a COPY holds its connection while the person downloads, so slow downloads would otherwise take
 * the whole pool. An export beyond that waits its turn, only slower; nothing else waits for it.
 */
const waiting: (() => void)[] = [];
let inUse = 0;

const limit = () => Math.max(1, Math.floor(env("DATABASE_POOL_SIZE") / 4));

/** Resolves once a slot is free, with the function that gives it back (call it exactly once). */
export async function takeCopySlot(): Promise<() => void> {
  if (inUse >= limit()) await new Promise<void>((resolve) => waiting.push(resolve));
  else inUse++;
  return () => {
    const next = waiting.shift();
    if (next) next();
    else inUse--;
  };
}
