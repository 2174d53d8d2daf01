/**
 * Part of the framework's chunk (vite.config.ts), imported by start-app.tsx: React's DOM renderer
 * sets itself up here (a bundled CommonJS module runs on first use), and then, over a painted page,
 * the app's own code runs in a task of its own, since every chunk that imports from the framework's
 * waits for this top-level await; the page answers input in between. (Together they were one block
 * of ~20 ms on a 2-core server.)
 */
import 'react-dom/client'

const painted = document.getElementById('first-paint-data') !== null

/**
 * Ends a step of start-up. Over a painted page, start-up goes in steps of ~5–15 ms (on a 2-core
 * server), each a task of its own, so that the page answers input in between: evaluating the
 * framework and the app's code, the window's history, the router, the route's code, the session
 * and the query cache, the route's loaders, React's hydration (start-app.tsx). Together they were
 * one 64–70 ms block. From the bare shell, where nothing is on screen yet, the steps run straight
 * on: each pause let other work in first.
 */
export const nextStep = (): Promise<void> | undefined =>
  painted ? new Promise((resolve) => setTimeout(resolve, 0)) : undefined

await nextStep()
