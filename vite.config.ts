import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { BASE_PATHS } from './api/contracts/common';

const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8080);
/** In `npm run dev`, the documented service paths go to the sandbox server. */
const proxy = Object.fromEntries(
  [...Object.values(BASE_PATHS), '/healthz'].map((path) => [
    path,
    { target: `http://localhost:${sandboxPort}`, changeOrigin: false },
  ]),
);

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
});
