// `npm run config:docs`: writes .env.example and the configuration table of docs/operating.md from
// lib/config's schema; lib/config/docs.test.ts fails while either is stale.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CONFIG_DOC, envExample, withConfigTable } from "../lib/config/docs";

const root = path.resolve(import.meta.dirname, "..");
writeFileSync(path.join(root, ".env.example"), envExample());
const doc = path.join(root, CONFIG_DOC);
writeFileSync(doc, await withConfigTable(readFileSync(doc, "utf8")));
console.log(`Escritos .env.example y la tabla de configuración de ${CONFIG_DOC}`);
