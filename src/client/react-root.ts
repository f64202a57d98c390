/**
 * React DOM's client, imported through this module so that it is set up when React DOM's chunk runs
 * (vite.config.ts puts this module in that chunk). The bundler wraps React DOM, a CommonJS package, in a
 * function that runs when a module first imports it; imported straight from the entry, that was during
 * the entry's own task, and React DOM's chunk, run a task earlier (boot.ts), did almost nothing.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
