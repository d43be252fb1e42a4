// Shared Vitest setup. Component tests opt into jsdom with a `// @vitest-environment jsdom` pragma.
export {};
