// The command-line bundle leaves packages out (they load from node_modules at run time), so each
// package import is kept as written and Node's ES module resolver meets it only when a command runs.
// That resolver is stricter than the bundler's: no directory index, no added extension, for packages
// without an `exports` map (`nodemailer/lib/smtp-transport` crashes with ERR_UNSUPPORTED_DIR_IMPORT).
// This plugin resolves every package import with Node's own resolver while bundling, rewrites one it
// refuses to the file the bundler means, and fails the build on any it still cannot resolve.
import { existsSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Whether Node's ES module loader accepts `specifier` from the project (as from `.data/cli/`).
 * `import.meta.resolve` maps it without the loader's last check, that a file is there: done here.
 */
function nodeResolves(specifier) {
  let url;
  try {
    url = new URL(import.meta.resolve(specifier));
  } catch {
    return false;
  }
  return url.protocol !== "file:" || (existsSync(url) && statSync(url).isFile());
}

/** `pkg/sub/dir` → `pkg/sub/dir/index.js`: the file CommonJS resolution picks, named through the package. */
function explicitFile(specifier, resolveDir) {
  const name = specifier.split("/", specifier.startsWith("@") ? 2 : 1).join("/");
  let file;
  try {
    file = createRequire(path.join(resolveDir, "noop.js")).resolve(specifier);
  } catch {
    return null;
  }
  const marker = `${path.sep}node_modules${path.sep}${name.split("/").join(path.sep)}${path.sep}`;
  const at = file.lastIndexOf(marker);
  if (at < 0) return null;
  return `${name}/${file
    .slice(at + marker.length)
    .split(path.sep)
    .join("/")}`;
}

export const nodeResolvableExternals = {
  name: "node-resolvable-externals",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier, resolveDir }) => {
      if (specifier.startsWith("@/")) return undefined; // the project's own alias: bundled
      if (nodeResolves(specifier)) return { path: specifier, external: true };
      const rewritten = explicitFile(specifier, resolveDir);
      if (rewritten && nodeResolves(rewritten)) return { path: rewritten, external: true };
      return { errors: [{ text: `Node no puede resolver "${specifier}" como módulo ES` }] };
    });
  },
};
