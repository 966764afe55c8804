import type { StoryblokComponent, StoryblokField } from './storyblok-schema.ts';

/** Something in a story's content that its components' schema does not describe. */
export type ContentIssue = {
  /** Where, from the content's root: `body[2].items[0].link`. */
  path: string;
  message: string;
};

/**
 * Checks a story's content (its root block) against components' schema, the way Storyblok's
 * editor would hold it: the root is a content type, every nested block a nestable component
 * its field allows, every field one the component has, every value of its field's type.
 * Answers one issue per problem, by path; none when the content fits.
 *
 * @example validateContent(story.content, blockSchema) // [{ path: 'body[1].colour', message: 'unknown field "colour" of "promos"' }]
 */
export function validateContent(
  content: unknown,
  components: readonly StoryblokComponent[],
): ContentIssue[] {
  const byName = new Map(components.map((component) => [component.name, component]));
  const issues: ContentIssue[] = [];
  const report = (path: string, message: string) => issues.push({ path, message });

  function block(value: unknown, path: string, allowed?: readonly string[]): void {
    if (!isRecord(value) || typeof value.component !== 'string') {
      report(path || '(root)', 'not a block: an object with a component');
      return;
    }
    const at = (field: string) => (path ? `${path}.${field}` : field);
    const name = value.component;
    const component = byName.get(name);
    if (!component) {
      report(path || '(root)', `unknown component "${name}"`);
      return;
    }
    if (path === '' && !component.is_root) report('(root)', `"${name}" is not a content type`);
    if (path !== '' && !component.is_nestable) report(path, `"${name}" is not a nestable block`);
    if (allowed && !allowed.includes(name)) report(path, `"${name}" is not allowed here`);
    if (typeof value._uid !== 'string' || value._uid === '') report(at('_uid'), 'missing');
    for (const [field, fieldValue] of Object.entries(value)) {
      if (field === '_uid' || field === 'component' || field === '_editable') continue;
      const definition = component.schema[field];
      if (!definition) report(at(field), `unknown field "${field}" of "${name}"`);
      else if (!isEmpty(fieldValue)) check(fieldValue, definition, at(field));
    }
    for (const [field, definition] of Object.entries(component.schema)) {
      if (definition.required && isEmpty(value[field])) report(at(field), 'required');
    }
  }

  function check(value: unknown, field: StoryblokField, path: string): void {
    const wrong = (expected: string) =>
      report(path, `expected ${expected} (a ${field.type} field)`);
    switch (field.type) {
      case 'text':
      case 'textarea':
      case 'markdown':
      case 'datetime':
        if (typeof value !== 'string') wrong('a string');
        return;
      case 'richtext':
        // A string is shown as text: content from before the field became rich.
        if (typeof value !== 'string' && !(isRecord(value) && value.type === 'doc')) {
          wrong('a rich-text document');
        }
        return;
      case 'asset':
        if (!isAsset(value)) wrong('an asset with a filename');
        return;
      case 'multiasset':
        if (!Array.isArray(value) || !value.every(isAsset)) wrong('a list of assets');
        return;
      case 'multilink':
        if (typeof value !== 'string' && !isRecord(value)) wrong('a link');
        return;
      case 'boolean':
        if (typeof value !== 'boolean') wrong('true or false');
        return;
      case 'number':
        if (!Number.isFinite(typeof value === 'string' ? Number(value) : value)) wrong('a number');
        else outOfRange(Number(value), field, path);
        return;
      case 'option':
        if (typeof value !== 'string') wrong('a string');
        else if (field.options && !field.options.some((option) => option.value === value)) {
          report(path, `"${value}" is not one of its options`);
        }
        return;
      case 'options':
        if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
          wrong('a list of strings');
        }
        return;
      case 'custom':
        if (!isRecord(value)) wrong('an object');
        return;
      case 'bloks':
        if (!Array.isArray(value)) {
          wrong('a list of blocks');
          return;
        }
        if (field.maximum !== undefined && value.length > field.maximum) {
          report(path, `${value.length} blocks, at most ${field.maximum}`);
        }
        value.forEach((item, index) => {
          block(
            item,
            `${path}[${index}]`,
            field.restrict_components ? field.component_whitelist : undefined,
          );
        });
        return;
    }
  }

  function outOfRange(value: number, field: StoryblokField, path: string): void {
    if (field.min_value !== undefined && value < field.min_value) {
      report(path, `${value} is below ${field.min_value}`);
    }
    if (field.max_value !== undefined && value > field.max_value) {
      report(path, `${value} is above ${field.max_value}`);
    }
  }

  block(content, '');
  return issues;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function isAsset(value: unknown): boolean {
  return isRecord(value) && (typeof value.filename === 'string' || value.filename === null);
}

/** What Storyblok sends for a field left empty. */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}
