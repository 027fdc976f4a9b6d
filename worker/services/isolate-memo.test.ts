import { describe, expect, it } from "vitest";
import { IsolateMemo } from "./isolate-memo.ts";

describe("IsolateMemo", () => {
  it("serves a value until its time is up", () => {
    const memo = new IsolateMemo<number>(1000, 10);
    memo.set("a", 1, 0);
    expect(memo.get("a", 999)).toBe(1);
    expect(memo.get("a", 1000)).toBeUndefined();
  });

  it("drops the least recently set entry past its size", () => {
    const memo = new IsolateMemo<number>(1000, 2);
    memo.set("a", 1, 0);
    memo.set("b", 2, 0);
    memo.set("a", 3, 0);
    memo.set("c", 4, 0);
    expect(memo.get("b", 1)).toBeUndefined();
    expect(memo.get("a", 1)).toBe(3);
    expect(memo.get("c", 1)).toBe(4);
  });
});
