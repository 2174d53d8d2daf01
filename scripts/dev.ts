/** `npm run dev`: the API on API_PORT (8081) and Vite's dev server in front of it, proxying /api. */
import { spawn } from 'node:child_process'
import { ensurePhotos } from './photos'

// The demo's photographs (made once, on a fresh clone): Vite names their version in image URLs.
await ensurePhotos({ log: console.log })

const apiPort = process.env.API_PORT ?? '8081'
const children = [
  spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, STATIC_DIR: '', NODE_ENV: 'development' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
]

const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
