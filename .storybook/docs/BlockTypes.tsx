/** One field of a block type, as .storybook/docs/block-fields.ts reads it from the types. */
type Field = { name: string; type: string; required: boolean; description: string };
type BlockType = {
  component: string;
  typeName: string;
  description: string;
  fields: Field[];
  items: Array<{ component: string; typeName: string; fields: Field[] }>;
};

function FieldTable({ fields }: { fields: Field[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th>Field</th>
          <th>Type</th>
          <th>Description</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field.name}>
            <td>
              <code>{field.name}</code>
              {field.required ? ' (required)' : ''}
            </td>
            <td>
              <code>{field.type}</code>
            </td>
            <td>{field.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every block type with its fields and the fields of the items nested in it. */
export function BlockTypes({ blocks }: { blocks: BlockType[] }) {
  return (
    <>
      {blocks.map((block) => (
        <section key={block.component}>
          <h2 id={`block-${block.component}`}>
            <code>{block.component}</code> <small>({block.typeName})</small>
          </h2>
          <p>{block.description.replace(/^`[^`]+`:\s*/, '')}</p>
          <FieldTable fields={block.fields} />
          {block.items.map((item) => (
            <div key={item.component}>
              <h3>
                Items: <code>{item.component}</code> <small>({item.typeName})</small>
              </h3>
              <FieldTable fields={item.fields} />
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
