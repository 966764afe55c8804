// Lists every Storyblok block type StoryRenderer renders, with its fields, read from the block
// field types themselves (`SingleHeroBlock`, ...) and their doc comments, into
// .storybook/generated/block-fields.json for the "Block types" page. The page can never
// disagree with the types: it is made from them on every `pnpm storybook` and build.
//
//   node .storybook/docs/block-fields.ts
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

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

function fieldsOf(type: ts.Type, at: ts.Node): Field[] {
  return checker
    .getPropertiesOfType(type)
    .filter((property) => !['_uid', 'component', '_editable'].includes(property.name))
    .map((property) => {
      const declared = checker.getTypeOfSymbolAtLocation(property, at);
      return {
        name: property.name,
        type: checker
          .typeToString(checker.getNonNullableType(declared), at, ts.TypeFormatFlags.NoTruncation)
          .replace(/import\("[^"]+"\)\./g, '')
          .replace(/\s+/g, ' '),
        required: (property.flags & ts.SymbolFlags.Optional) === 0,
        description: describe(property),
      };
    });
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
  const fields = fieldsOf(found.type, entryFile);
  // Item types referenced by a field (`items: PromoBlock[]`), listed under their block.
  const items = [...byComponent.entries()]
    .filter(
      ([name, item]) => name !== component && fields.some((f) => f.type.includes(item.typeName)),
    )
    .map(([name, item]) => ({
      component: name,
      typeName: item.typeName,
      fields: fieldsOf(item.type, entryFile),
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
