import { describe, expect, it } from "vitest";
import { retryingConflicts } from "./transient-conflicts";

const failingWith = (code: string, times: number) => {
  let calls = 0;
  const transaction = async () => {
    calls++;
    if (calls <= times) throw Object.assign(new Error("aborted"), { code });
    return "hecho";
  };
  return { transaction, calls: () => calls };
};

describe("retryingConflicts", () => {
  it("runs a transaction PostgreSQL aborted for a deadlock again", async () => {
    const deadlocked = failingWith("40P01", 1);
    await expect(retryingConflicts(deadlocked.transaction)).resolves.toBe("hecho");
    expect(deadlocked.calls()).toBe(2);
  });

  it("finds the code on a wrapped error (drizzle puts the driver's error in cause)", async () => {
    let calls = 0;
    const wrapped = async () => {
      if (++calls === 1) throw new Error("Failed query", { cause: Object.assign(new Error(), { code: "40001" }) });
      return calls;
    };
    await expect(retryingConflicts(wrapped)).resolves.toBe(2);
  });

  it("gives up after three attempts", async () => {
    const always = failingWith("40P01", 5);
    await expect(retryingConflicts(always.transaction)).rejects.toThrow("aborted");
    expect(always.calls()).toBe(3);
  });

  it("does not run again on any other error", async () => {
    const unique = failingWith("23505", 1);
    await expect(retryingConflicts(unique.transaction)).rejects.toThrow("aborted");
    expect(unique.calls()).toBe(1);
  });
});
