/**
 * Part of the framework's chunk (vite.config.ts), imported by start-app.tsx: React's DOM renderer
 * sets itself up here (a bundled CommonJS module runs on first use), and then, over a painted page,
 * the app's own code runs in a task of its own, since every chunk that imports from the framework's
 * waits for this top-level await; the page answers input in between. (Together they were one block
 * of ~20 ms on a 2-core server.)
 */
import 'react-dom/client'

/** Ends a step of start-up: what follows runs in a task of its own (start-app.tsx). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

if (document.getElementById('first-paint-data')) await nextTask()
