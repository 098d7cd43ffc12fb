#!/usr/bin/env node
/**
 * Runs a command while every core of the machine is kept busy by other work, to show that the
 * browser tests wait for what they need (a lazily loaded part, a dialog's reveal) rather than for
 * a time that holds only on a quiet machine:
 *
 *   node scripts/under-load.mjs npx vitest run --project stories
 *
 * The load is one spinning worker thread per core (LOAD_THREADS to choose), at normal priority,
 * for as long as the command runs. Exits with the command's exit code.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/under-load.mjs <command> [args...]');
  process.exit(2);
}

const threads = Number(process.env.LOAD_THREADS ?? availableParallelism());
const spin = 'for (;;) { Math.sqrt(Math.random()); }';
const workers = Array.from({ length: threads }, () => new Worker(spin, { eval: true }));
console.log(`under-load: ${threads} busy thread(s) beside: ${[command, ...args].join(' ')}`);

const child = spawn(command, args, { stdio: 'inherit', shell: false });
child.on('exit', async (code, signal) => {
  await Promise.all(workers.map((worker) => worker.terminate()));
  process.exit(code ?? (signal ? 1 : 0));
});
