// A build of another commit for bench/ab-site.ts (issue 47): the "old" side of an A/B run, made
// from a git ref without touching any worktree. The ref's files are exported with `git archive`
// into a folder of their own (kept between runs: a second run with the same commit reuses the build),
// given dependencies, and built with that commit's own build.
//
// Dependencies: when every package the ref's lockfile pins is pinned at the same version in this
// checkout's (the usual case for a recent ref: later commits add packages), and the patches applied
// after install are the same, the ref uses this checkout's node_modules through a link; otherwise
// it gets its own `npm ci` (a few minutes).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

type Lock = { packages?: Record<string, { version?: string }> };

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, stdio: ["ignore", "inherit", "inherit"], maxBuffer: 256 * 1024 * 1024 });

function gitShow(ref: string, file: string): string | null {
  try {
    return execFileSync("git", ["show", `${ref}:${file}`], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return null;
  }
}

/** True when this checkout's installed packages can stand for the ref's. */
function sameDependencies(ref: string): boolean {
  const theirs = gitShow(ref, "package-lock.json");
  if (!theirs) return false;
  const ours = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as Lock;
  for (const [name, entry] of Object.entries((JSON.parse(theirs) as Lock).packages ?? {})) {
    if (name === "") continue;
    if (ours.packages?.[name]?.version !== entry.version) return false;
  }
  const patch = "scripts/patch-dependencies.mjs";
  return gitShow(ref, patch) === (fs.existsSync(patch) ? fs.readFileSync(patch, "utf8") : null);
}

/**
 * The folder of a built copy of `ref` (a commit, branch or tag this repository knows), made on
 * first use under BENCH_AB_CACHE (default: the system's temporary folder).
 */
export function buildRef(ref: string): string {
  const commit = execFileSync("git", ["rev-parse", "--verify", `${ref}^{commit}`], { encoding: "utf8" }).trim();
  const cache = process.env.BENCH_AB_CACHE ?? path.join(os.tmpdir(), "ab-site-refs");
  const dir = path.join(cache, commit);
  const done = path.join(dir, ".ab-built");
  // A build whose linked packages are gone (the checkout that lent them was removed) is made again.
  if (fs.existsSync(done) && fs.existsSync(path.join(dir, "node_modules/.bin/node"))) {
    process.stderr.write(`old = ${ref} (${commit.slice(0, 10)}), built before in ${dir}\n`);
    return dir;
  }
  process.stderr.write(`old = ${ref} (${commit.slice(0, 10)}): exporting and building in ${dir}\n`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const archive = path.join(cache, `${commit}.tar`);
  run("git", ["archive", "--format=tar", `--output=${archive}`, commit], process.cwd());
  run("tar", ["-xf", archive, "-C", dir], process.cwd());
  fs.rmSync(archive);
  if (sameDependencies(commit)) {
    fs.symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
  } else {
    process.stderr.write("its lockfile differs from this checkout's: npm ci\n");
    run("npm", ["ci", "--no-audit", "--no-fund"], dir);
  }
  run("npm", ["run", "build", "--silent"], dir);
  fs.writeFileSync(done, `${new Date().toISOString()}\n`);
  return dir;
}
