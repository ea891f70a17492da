export function bundleServer(entryPoints: Record<string, string>, outdir: string): Promise<unknown>;
