// Runs the local sandbox and the dashboard together: `npm start`.
import { spawn } from 'node:child_process'

const port = process.env.SANDBOX_PORT ?? '8787'
const key = process.env.SANDBOX_KEY ?? 'sk_test_sandbox'
const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname

const children = [
  spawn(bin('tsx'), ['sandbox/main.ts', '--port', port, '--key', key], { stdio: 'inherit' }),
  spawn(bin('vite'), ['--port', '5173', '--strictPort'], { stdio: 'inherit' }),
]

console.log(`\n  Dashboard: http://localhost:5173   (sign in with the API key ${key})\n  Sandbox:   http://localhost:${port}\n`)

let stopping = false
const stop = (code = 0) => {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 300)
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0))
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
