// Vite's `import.meta.glob`, which vitest compiles; typed here so the package needs no vite types.
// biome-ignore lint/style/useConsistentTypeDefinitions: only an interface merges into the global ImportMeta
interface ImportMeta {
  glob<Module = unknown>(pattern: string, options: { eager: true }): Record<string, Module>;
}
