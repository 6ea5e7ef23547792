/**
 * `npm run dev`: the sandbox server (API, database, second origin) on SANDBOX_PORT (default 8080) and Vite
 * with hot reload on VITE_PORT (default 5173), proxying the documented service paths to the sandbox. The sandbox
 * helpers are on (SANDBOX_HELPERS=on) unless the environment sets them off.
 */
import { type ChildProcess, spawn } from 'node:child_process';

const sandboxPort = process.env.SANDBOX_PORT ?? '8080';
const vitePort = process.env.VITE_PORT ?? '5173';
const children: ChildProcess[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.once('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
}

// Development has the sandbox helpers on (sign-in shortcuts, scenarios, outbox) unless SANDBOX_HELPERS says otherwise.
// Mailed links lead to the page the developer browses: Vite's address (PUBLIC_ORIGIN, unless set).
run('npx', ['tsx', 'server/main.ts'], {
  PORT: sandboxPort,
  SANDBOX_HELPERS: process.env.SANDBOX_HELPERS || 'on',
  PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN || `http://localhost:${vitePort}`,
});
run('npx', ['vite', '--port', vitePort, '--strictPort'], {
  SANDBOX_PORT: sandboxPort,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
  });
}
