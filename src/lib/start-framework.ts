/**
 * Imported first by start-app.tsx, so this is the first code of the app's chunk to run: React's DOM
 * renderer sets itself up here (a bundled CommonJS module runs on first use), and then, over a
 * painted page, the rest of the app's code runs in a task of its own; the page answers input in
 * between. (Together they were one block of ~20 ms on a 2-core server.)
 */
import 'react-dom/client'

if (document.getElementById('first-paint-data')) await new Promise((resolve) => setTimeout(resolve, 0))
