import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { completeLock, missingOptionalEntries, platformOf, type Lock } from "./complete-lock";

describe("complete-lock: other platforms' optional native packages in package-lock.json", () => {
  it.each([
    ["@next/swc-darwin-arm64", { os: ["darwin"], cpu: ["arm64"] }],
    ["@next/swc-win32-x64-msvc", { os: ["win32"], cpu: ["x64"] }],
    ["@tailwindcss/oxide-linux-arm-gnueabihf", { os: ["linux"], cpu: ["arm"], libc: ["glibc"] }],
    ["@unrs/resolver-binding-linux-riscv64-musl", { os: ["linux"], cpu: ["riscv64"], libc: ["musl"] }],
    ["@img/sharp-linuxmusl-x64", { os: ["linux"], cpu: ["x64"], libc: ["musl"] }],
    ["@tailwindcss/oxide-wasm32-wasi", { cpu: ["wasm32"] }],
    ["@unrs/resolver-binding-android-arm-eabi", { os: ["android"], cpu: ["arm"] }],
    ["fsevents", undefined],
  ])("%s runs on %j", (name, platform) => {
    expect(platformOf(name)).toEqual(platform);
  });

  const lock: Lock = {
    lockfileVersion: 3,
    packages: {
      "": { name: "app" },
      "node_modules/native": {
        version: "1.0.0",
        dev: true,
        optionalDependencies: { "native-linux-x64-gnu": "1.0.0", "native-darwin-arm64": "1.0.0", "@x/y": "^2.0.0" },
      },
      "node_modules/native-linux-x64-gnu": { version: "1.0.0", optional: true, os: ["linux"], cpu: ["x64"] },
    },
  };

  it("adds each missing platform package with its version, optional, os and cpu, and the parent's dev flag", () => {
    expect(missingOptionalEntries(lock)).toEqual([
      {
        key: "node_modules/native-darwin-arm64",
        entry: { version: "1.0.0", dev: true, optional: true, os: ["darwin"], cpu: ["arm64"] },
      },
    ]);
    const completed = completeLock(lock);
    expect(Object.keys(completed.packages)).toEqual([
      "",
      "node_modules/native",
      "node_modules/native-darwin-arm64",
      "node_modules/native-linux-x64-gnu",
    ]);
    expect(missingOptionalEntries(completed)).toEqual([]);
  });

  it("the committed package-lock.json is complete (run `npm run lock:complete` after changing dependencies)", () => {
    const committed = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, "../package-lock.json"), "utf8"),
    ) as Lock;
    expect(missingOptionalEntries(committed).map((m) => m.key)).toEqual([]);
  });
});
