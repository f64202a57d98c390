import { createRequire, registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * Preloaded by `npm run lint:imports` (node --import). dependency-cruiser parses TypeScript through the
 * TypeScript compiler's JavaScript API, which TypeScript 7, the native compiler this project type-checks
 * with, no longer ships. tools/typescript-6 carries TypeScript 6.0.3 (nested, so its `tsc` never replaces
 * TypeScript 7's); this hook answers dependency-cruiser's `typescript` imports and requires from there and
 * leaves every other import alone. See docs/decisions/0006-import-rules-and-knip.md.
 */
const fromCarrier = createRequire(import.meta.resolve('typescript-6/package.json'));

registerHooks({
  resolve(specifier, context, nextResolve) {
    const fromCruiser = context.parentURL?.includes('/node_modules/dependency-cruiser/') ?? false;
    if (fromCruiser && (specifier === 'typescript' || specifier.startsWith('typescript/'))) {
      return { url: pathToFileURL(fromCarrier.resolve(specifier)).href, shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
});
