// The launcher behind `pnpm start` and `pnpm start:server`: runs the API server (api/src/server.ts) on the pinned
// Node 24 as its only child, passes SIGTERM, SIGINT and SIGHUP on to it, and exits with the server's status.
//
// Plain JavaScript, so that any Node from 20 can run it (pnpm may itself run on an older Node). The package
// scripts start it with `exec "$npm_node_execpath"`, never through `node_modules/.bin/node`: that shim is a shell
// script that neither execs nor forwards signals, so a server started through it outlived its launcher.
//
// A launcher above pnpm (`npx pnpm start`: npm exec runs pnpm through `sh -c`) does not pass signals on either.
// So the launcher also watches the processes between it and the leader of its process group (the job a shell
// or a service manager started): when one of them is gone, it stops the server as if it had been sent SIGTERM.
// Run it under a service manager (or setsid) to keep it running after the shell that started it exits.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = join(root, 'node_modules', 'node', 'bin', 'node');
const major = Number(process.versions.node.split('.')[0]);
const nodeBinary = major >= 24 || !existsSync(pinned) ? process.execPath : pinned;

const server = spawn(nodeBinary, [join(root, 'api', 'src', 'server.ts'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});

let stopping;
/** Asks the server to stop, once: a terminal's Ctrl-C reaches both processes and the server needs it only once. */
function stop(signal) {
  if (stopping) return;
  stopping = signal;
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
}
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => stop(signal));

server.on('error', (err) => {
  process.stderr.write(`Could not start the server with ${nodeBinary}: ${err.message}\n`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  clearInterval(watch);
  if (signal) {
    // The same end as the server's, so that the caller sees "killed by SIGTERM" rather than a made-up code.
    for (const s of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.removeAllListeners(s);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 1);
});

/** pid, parent pid, process group and start time of a process, from /proc (Linux); undefined when it is gone. */
function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces and parentheses): state ppid pgrp … starttime (22nd).
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), pgrp: Number(fields[2]), start: fields[19] };
  } catch {
    return undefined;
  }
}

/** The processes from the parent up to the process group's leader: the chain that started this launcher. */
function startingChain() {
  const self = stat(process.pid);
  if (!self) return []; // not Linux: signals only
  const chain = [];
  let pid = self.ppid;
  while (pid > 1) {
    const s = stat(pid);
    if (!s || s.pgrp !== self.pgrp) break;
    chain.push({ pid, start: s.start });
    if (pid === self.pgrp) break;
    pid = s.ppid;
  }
  return chain;
}

const chain = startingChain();
const watch = setInterval(() => {
  if (chain.some(({ pid, start }) => stat(pid)?.start !== start)) stop('SIGTERM');
}, 500);
watch.unref();
