import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script, run by npm's postinstall
import { applyPatches, PATCHES } from "../../scripts/patch-dependencies.mjs";

type Patch = { why: string; files: string[]; find: string; replace: string };
const patches = PATCHES as Patch[];

describe("dependency patches (scripts/patch-dependencies.mjs)", () => {
  it("are in the installed dependencies", () => {
    for (const patch of patches) {
      for (const file of patch.files) {
        const text = fs.readFileSync(path.resolve(file), "utf8");
        expect(text, file).toContain(patch.replace);
        expect(text, file).not.toContain(patch.find);
      }
    }
  });

  it("apply once, change nothing the second time, and stop at a file that moved on", () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "patches-"));
    try {
      for (const patch of patches) {
        for (const file of patch.files) {
          const installed = fs.readFileSync(path.resolve(file), "utf8");
          fs.mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
          fs.writeFileSync(path.join(base, file), installed.replace(patch.replace, patch.find));
        }
      }
      const files = patches.flatMap((patch) => patch.files);
      expect(applyPatches(base)).toEqual(files.map((file) => ({ file, state: "patched" })));
      const patched = files.map((file) => fs.readFileSync(path.join(base, file), "utf8"));
      expect(applyPatches(base)).toEqual(files.map((file) => ({ file, state: "already" })));
      expect(files.map((file) => fs.readFileSync(path.join(base, file), "utf8"))).toEqual(patched);

      fs.writeFileSync(path.join(base, files[0] as string), "export {};\n");
      expect(() => applyPatches(base)).toThrow(/no longer holds the text this patch replaces/);
    } finally {
      fs.rmSync(base, { recursive: true, force: true });
    }
  });

  it("leave React Router's route matching as it was: the same matches, params and paths", () => {
    const routes = [
      {
        id: "root",
        path: "/",
        children: [
          {
            id: "layout",
            children: [
              { id: "home", index: true },
              { id: "client", path: "clients/:id", children: [{ id: "contract", path: "contrats/:contract" }] },
              { id: "files", path: "fichiers/*" },
            ],
          },
        ],
      },
    ];
    const shape = (path: string) =>
      matchRoutes(routes, path)?.map(({ route, params, pathname, pathnameBase }) => ({
        id: route.id,
        params,
        pathname,
        pathnameBase,
      }));
    const all = { id: "42", contract: "7" };
    expect(shape("/clients/42/contrats/7")).toEqual([
      { id: "root", params: all, pathname: "/", pathnameBase: "/" },
      { id: "layout", params: all, pathname: "/", pathnameBase: "/" },
      { id: "client", params: all, pathname: "/clients/42", pathnameBase: "/clients/42" },
      { id: "contract", params: all, pathname: "/clients/42/contrats/7", pathnameBase: "/clients/42/contrats/7" },
    ]);
    expect(shape("/clients/42/")?.at(-1)).toEqual({
      id: "client",
      params: { id: "42" },
      pathname: "/clients/42/",
      pathnameBase: "/clients/42",
    });
    expect(shape("/fichiers/a/b")?.at(-1)).toEqual({
      id: "files",
      params: { "*": "a/b" },
      pathname: "/fichiers/a/b",
      pathnameBase: "/fichiers",
    });
    expect(shape("/")?.map(({ id }) => id)).toEqual(["root", "layout", "home"]);
    expect(shape("/nowhere/else")).toBeUndefined();
  });
});
