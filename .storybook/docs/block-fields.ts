// Lists every Storyblok block type StoryRenderer renders, with its fields, into
// .storybook/generated/block-fields.json for the "Block types" page: the fields, their types,
// descriptions and nested items from the block library's Storyblok schema (`blockSchema`, which
// the block field types are derived from), the type names and block descriptions from the
// exported field types (`SingleHeroBlock`, ...) and their doc comments. The page can never
// disagree with the code: it is made from it on every `pnpm storybook` and build.
//
//   node .storybook/docs/block-fields.ts
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { blockSchema } from '../../packages/content-blocks/src/schema/block-schema.ts';
import type { StoryblokField } from '../../packages/content-blocks/src/schema/storyblok-schema.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const entry = join(root, 'packages/content-blocks/src/index.ts');
const registry = join(root, 'packages/content-blocks/src/renderer/default-components.ts');
const outFile = join(root, '.storybook/generated/block-fields.json');

type Field = {
  name: string;
  type: string;
  required: boolean;
  description: string;
};
type BlockType = {
  component: string;
  typeName: string;
  description: string;
  fields: Field[];
  /** Nested item types (`promo` inside `promos`), by component name. */
  items: Array<{ component: string; typeName: string; fields: Field[] }>;
};

const program = ts.createProgram([entry, registry], {
  target: ts.ScriptTarget.ES2023,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  allowImportingTsExtensions: true,
  noEmit: true,
  skipLibCheck: true,
});
const checker = program.getTypeChecker();
const entryFile = program.getSourceFile(entry);
if (!entryFile) throw new Error(`cannot read ${entry}`);

const describe = (symbol: ts.Symbol) =>
  ts.displayPartsToString(symbol.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim();

/** A field's type as the page shows it: Storyblok's, with what it allows. */
function typeOf(field: StoryblokField): string {
  if (field.type === 'bloks') return `bloks: ${(field.component_whitelist ?? []).join(' | ')}`;
  if (field.options) return `option: ${field.options.map((option) => option.value).join(' | ')}`;
  if (field.filetypes) return `${field.type} (${field.filetypes.join(', ')})`;
  return field.type;
}

const schemaOf = new Map<string, (typeof blockSchema)[number]>(
  blockSchema.map((component) => [component.name, component]),
);

function fieldsOf(component: string): Field[] {
  const schema = schemaOf.get(component)?.schema;
  if (!schema) throw new Error(`the block schema does not describe '${component}'`);
  return Object.entries(schema as Record<string, StoryblokField>)
    .sort(([, a], [, b]) => a.pos - b.pos)
    .map(([name, field]) => ({
      name,
      type: typeOf(field),
      required: field.required === true,
      description: field.description ?? '',
    }));
}

/** The literal `component` name of a block field type, when it has one. */
function componentName(type: ts.Type, at: ts.Node): string | undefined {
  const component = type.getProperty('component');
  if (!component) return undefined;
  const value = checker.getTypeOfSymbolAtLocation(component, at);
  return value.isStringLiteral() ? value.value : undefined;
}

// Every exported block field type, by the component name it declares.
const byComponent = new Map<string, { typeName: string; type: ts.Type; symbol: ts.Symbol }>();
const moduleSymbol = checker.getSymbolAtLocation(entryFile);
for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
  const symbol =
    exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  if (!(symbol.flags & ts.SymbolFlags.TypeAlias)) continue;
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  const name = componentName(type, entryFile);
  if (name) byComponent.set(name, { typeName: exported.name, type, symbol });
}

// The block types are the keys of defaultComponents: exactly what StoryRenderer renders.
const registryFile = program.getSourceFile(registry);
const registered: string[] = [];
registryFile?.forEachChild(function visit(node) {
  if (ts.isPropertyAssignment(node) && ts.isObjectLiteralExpression(node.parent)) {
    registered.push(
      ts.isStringLiteral(node.name) || ts.isIdentifier(node.name) ? node.name.text : '',
    );
  }
  node.forEachChild(visit);
});

const blocks: BlockType[] = registered.map((component) => {
  const found = byComponent.get(component);
  if (!found) throw new Error(`no exported field type declares component: '${component}'`);
  const fields = fieldsOf(component);
  // Item types a `bloks` field allows (`items: promo`), listed under their block; not the
  // page's blocks a tab may hold, which have their own entries.
  const itemNames = Object.values(schemaOf.get(component)?.schema ?? {}).flatMap((field) =>
    field.type === 'bloks' && 'component_whitelist' in field
      ? field.component_whitelist.filter((name: string) => !registered.includes(name))
      : [],
  );
  const items = itemNames.map((name) => ({
    component: name,
    typeName: byComponent.get(name)?.typeName ?? name,
    fields: fieldsOf(name),
  }));
  return {
    component,
    typeName: found.typeName,
    description: describe(found.symbol),
    fields,
    items,
  };
});

await mkdir(dirname(outFile), { recursive: true });
await writeFile(outFile, `${JSON.stringify(blocks, null, 2)}\n`);
console.log(`block fields: ${blocks.length} block types in ${outFile.slice(root.length + 1)}`);
