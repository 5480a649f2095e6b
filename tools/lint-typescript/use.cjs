// Loaded first by eslint.config.mjs: within the ESLint process, `require("typescript")` resolves to this
// workspace's TypeScript 6, because typescript-eslint needs the classic compiler API that TypeScript 7
// (used by tsc and next build) no longer ships.
const Module = require("node:module");
const path = require("node:path");

const typescript6 = require.resolve("typescript", { paths: [__dirname] });
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === "typescript") return typescript6;
  return resolveFilename.call(this, request, ...rest);
};
module.exports = { typescript6: path.dirname(typescript6) };
