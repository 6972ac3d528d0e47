// Regenerates src/routeTree.gen.ts from src/routes, with the same options as the router plugin
// in vite.config.ts. The file is generated (not committed): typecheck and tests run this first
// so a fresh clone type-checks without a build.
import { Generator, getConfig } from '@tanstack/router-generator';
import path from 'node:path';

export const routerOptions = { target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' } as const;

const root = path.resolve(import.meta.dirname, '..');
const config = getConfig({ ...routerOptions }, root);
await new Generator({ config, root }).run();
