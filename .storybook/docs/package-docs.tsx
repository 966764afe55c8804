import { Source } from '@storybook/addon-docs/blocks';

/** The first fenced example of a README, as its readers see it on the registry. */
export function firstExample(readme: string): { code: string; language: string } {
  const match = /```(\w+)\n([\s\S]*?)```/.exec(readme);
  if (!match) throw new Error('This README has no example');
  return { language: match[1] ?? 'tsx', code: (match[2] ?? '').trimEnd() };
}

/** The README's first example, shown with syntax highlighting. */
export function ReadmeExample({ readme }: { readme: string }) {
  const { code, language } = firstExample(readme);
  return <Source code={code} language={language as 'tsx'} dark={false} />;
}

/** `pnpm add` for a package at the version these docs were built from. */
export function Install({
  name,
  version,
  peers,
}: {
  name: string;
  version: string;
  peers?: string;
}) {
  return (
    <Source
      code={`pnpm add ${name}@${version}${peers ? ` ${peers}` : ''}`}
      language="bash"
      dark={false}
    />
  );
}
