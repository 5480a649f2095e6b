import { customType } from "drizzle-orm/pg-core";

/** bytea as a Node Buffer on both drivers (PGlite hands back a Uint8Array, postgres.js a Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});
