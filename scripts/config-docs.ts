// `npm run config:docs`: writes .env.example and the README's configuration table from lib/config's
// schema; lib/config/docs.test.ts fails while either is stale.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { envExample, withReadmeTable } from "../lib/config/docs";

const root = path.resolve(import.meta.dirname, "..");
writeFileSync(path.join(root, ".env.example"), envExample());
const readme = path.join(root, "README.md");
writeFileSync(readme, await withReadmeTable(readFileSync(readme, "utf8")));
console.log("Escritos .env.example y la tabla de configuración del README");
