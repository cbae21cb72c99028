/**
 * The islands are a kit: each job is done one way (README "Adding a tool island"). These checks read
 * the source, so the next island that does a job another way fails here with the file named.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const ISLANDS = join(ROOT, 'src/islands');
const SHARED = 'shared';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.(ts|tsx)$/u.test(name) ? [path] : [];
  });
}

const islandFolders = readdirSync(ISLANDS).filter(
  (name) => name !== SHARED && statSync(join(ISLANDS, name)).isDirectory(),
);
const islandCode = [...filesUnder(ISLANDS), ...filesUnder(join(ROOT, 'src/ui'))];
const pages = readdirSync(join(ROOT, 'src/pages'), { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.astro'))
  .map((name) => join(ROOT, 'src/pages', name));
const read = (file: string) => readFileSync(file, 'utf8');
const rel = (file: string) => relative(ROOT, file);
const pascal = (folder: string) =>
  folder.replace(/(^|-)([a-z])/gu, (_match, _dash: string, letter: string) => letter.toUpperCase());

describe('island entries', () => {
  it('every island folder has one entry, <Folder>Entry.tsx, exporting <Folder>Entry inside its catch-all', () => {
    expect(islandFolders.length).toBeGreaterThanOrEqual(7);
    for (const folder of islandFolders) {
      const name = `${pascal(folder)}Entry`;
      const entries = readdirSync(join(ISLANDS, folder)).filter((file) => file.endsWith('Entry.tsx'));
      expect(entries, folder).toEqual([`${name}.tsx`]);
      expect(read(join(ISLANDS, folder, `${name}.tsx`))).toMatch(
        new RegExp(`export const ${name} = withIslandBoundary\\(`, 'u'),
      );
    }
  });

  it('pages mount islands the Astro way: an entry with a client: directive, nothing else from src/islands', () => {
    let mounted = 0;
    for (const page of pages) {
      const source = read(page);
      for (const [, what] of source.matchAll(/import\s+\{([^}]*)\}\s+from\s+'@\/islands\/[^']+'/gu)) {
        const names = (what ?? '').split(',').map((name) => name.trim());
        for (const name of names) {
          expect(name, rel(page)).toMatch(/^[A-Z]\w*Entry$/u);
          expect(source, `${rel(page)} mounts ${name}`).toMatch(new RegExp(`<${name}\\s+client:\\w+`, 'u'));
          mounted += 1;
        }
      }
    }
    // Every island but the profile dialog, which the header opens on every page (src/islands/profile/mount.tsx).
    expect(mounted).toBe(islandFolders.length - 1);
  });

  it('an island imports only its own folder, src/islands/shared, src/ui, lib and stores', () => {
    for (const file of filesUnder(ISLANDS)) {
      const folder = relative(ISLANDS, file).split('/')[0] ?? '';
      for (const [, spec] of read(file).matchAll(/from\s+'([^']+)'/gu)) {
        if (spec === undefined) continue;
        const target = spec.startsWith('.') ? relative(ISLANDS, resolve(dirname(file), spec)) : undefined;
        if (target !== undefined) {
          expect([folder, SHARED], `${rel(file)} imports ${spec}`).toContain(target.split('/')[0]);
        }
        expect(spec, rel(file)).not.toMatch(/^@\/islands\//u);
      }
    }
  });
});

/** The fields of src/ui and the consent box, and the raw elements a form must not use instead. */
const FIELDS = [
  'Field',
  'Select',
  'TextArea',
  'ChoiceGroup',
  'Checkbox',
  'ConsentCheckbox',
  'input',
  'select',
  'textarea',
];

/** Each opening tag `<Name …>` of `names` in a source, attributes included (braces are followed). */
function jsxElements(source: string, names: readonly string[]): string[] {
  const tags: string[] = [];
  for (const match of source.matchAll(new RegExp(`<(${names.join('|')})[\\s>/]`, 'gu'))) {
    let depth = 0;
    let end = match.index;
    for (; end < source.length; end += 1) {
      const char = source[end];
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      else if (char === '>' && depth === 0) break;
    }
    tags.push(source.slice(match.index, end + 1));
  }
  return tags;
}

describe('one way for each job', () => {
  it('code is loaded on demand only through loadOnDemand (src/ui/on-demand.ts)', () => {
    for (const file of islandCode) {
      const source = read(file).replace(/typeof import\(/gu, '');
      const imports = [...source.matchAll(/\bimport\(/gu)].length;
      const throughHelper = [...source.matchAll(/loadOnDemand(?:<[^>]*>)?\(\(\) => import\(/gu)].length;
      expect(imports, `${rel(file)}: a dynamic import outside loadOnDemand`).toBe(throughHelper);
      expect(source, rel(file)).not.toMatch(/\blazy\(|<Suspense\b/u);
    }
  });

  it('every form is ui/Form, inert until its island has hydrated', () => {
    for (const file of islandCode.filter((path) => !path.endsWith('src/ui/Form.tsx'))) {
      expect(read(file), rel(file)).not.toMatch(/<form\b|\binert=/u);
    }
  });

  it('every island form keeps its state in ui/useForm: a <Form> is sent through it and its fields are bound to it', () => {
    let forms = 0;
    for (const file of filesUnder(ISLANDS)) {
      const source = read(file);
      const formTags = jsxElements(source, ['Form']);
      if (formTags.length === 0 && !/\buseForm\(/u.test(source)) continue;
      // The form's state: `const form = useForm(…)` here, or a prop typed FormState (a part of a form).
      const states = [
        ...source.matchAll(/const (\w+) = useForm\b/gu),
        ...source.matchAll(/(\w+)\??: FormState</gu),
      ].map(([, name]) => name ?? '');
      expect(states, `${rel(file)}: a form without useForm`).not.toEqual([]);
      const state = `(?:${states.join('|')})`;
      for (const tag of formTags) {
        forms += 1;
        expect(tag, `${rel(file)}: <Form> is sent through ${state}.submit`).toMatch(
          new RegExp(`\\bonSubmit=\\{${state}\\.submit\\(`, 'u'),
        );
      }
      for (const tag of jsxElements(source, FIELDS)) {
        expect(tag, `${rel(file)}: a raw field in a form (use one of src/ui)`).not.toMatch(
          /^<(input|select|textarea)\b/u,
        );
        expect(tag, `${rel(file)}: a field bound by hand`).toMatch(
          new RegExp(`\\{\\.\\.\\.${state}\\.field\\(`, 'u'),
        );
        expect(tag, `${rel(file)}: a field bound by hand`).not.toMatch(/\s(value|checked|onChange)=/u);
      }
    }
    expect(forms).toBeGreaterThanOrEqual(8);
  });

  it('fields are controlled: no island reads a field through a ref', () => {
    for (const file of islandCode) {
      const source = read(file);
      expect(source, rel(file)).not.toMatch(/useRef<[^;]*HTML(Input|Select|TextArea)Element/u);
      expect(source, rel(file)).not.toMatch(/\.current\??\.value\b/u);
    }
  });

  it('no effect with a live flag: code a part needs loads through useOnDemand, data in an event handler', () => {
    for (const file of islandCode) {
      const source = read(file);
      expect(source, rel(file)).not.toMatch(
        /\blet (live|alive|active|mounted|cancell?ed|ignore|stale|current)\b/u,
      );
      // The flag's other half, whatever its name: a cleanup that flips a variable.
      expect(source, rel(file)).not.toMatch(/return \(\) => \{?\s*\w+ = (true|false)/u);
    }
  });

  it('values are kept in the browser only through the slots of lib/storage (never localStorage directly)', () => {
    for (const file of islandCode) {
      expect(read(file), rel(file)).not.toMatch(/\b(localStorage|sessionStorage)\.\w+\(/u);
    }
  });

  it('schemas are zod/mini, in the site and in the functions: classic zod is never imported', () => {
    const code = [...filesUnder(join(ROOT, 'src')), ...filesUnder(join(ROOT, 'supabase/functions'))];
    expect(code.filter((file) => read(file).includes("from 'zod/mini'")).length).toBeGreaterThan(10);
    for (const file of code) expect(read(file), rel(file)).not.toMatch(/from 'zod'/u);
  });

  it('comments state the rule, not a document or an issue the reader does not have', () => {
    for (const file of islandCode) {
      expect(read(file), rel(file)).not.toMatch(/spec §|ARCHITECTURE\.md|DECISIONS\.md|\bissue \d+/u);
    }
  });
});

/** Every import specifier of a file, resolved to a path from the root when it names a file of ours. */
function importsOf(file: string): { spec: string; target: string | undefined }[] {
  return [...read(file).matchAll(/(?:from\s+|import\(\s*)'([^']+)'/gu)].flatMap(
    ([, spec]): ReturnType<typeof importsOf> => {
      if (spec === undefined) return [];
      if (spec.startsWith('.')) return [{ spec, target: relative(ROOT, resolve(dirname(file), spec)) }];
      if (spec.startsWith('@/')) return [{ spec, target: `src/${spec.slice(2)}` }];
      return [{ spec, target: undefined }];
    },
  );
}

describe('floors', () => {
  it('stores are the ground floor: a store imports only other stores and nanostores', () => {
    const stores = filesUnder(join(ROOT, 'src/stores'));
    expect(stores.length).toBeGreaterThanOrEqual(5);
    for (const file of stores) {
      for (const { spec, target } of importsOf(file)) {
        if (target === undefined) expect(spec, rel(file)).toMatch(/^nanostores$/u);
        else expect(target, `${rel(file)} imports ${spec}`).toMatch(/^src\/stores\//u);
      }
    }
  });

  it('the engine (supabase/functions) never imports the site (src/): the functions run without it', () => {
    const engine = filesUnder(join(ROOT, 'supabase/functions'));
    expect(engine.length).toBeGreaterThanOrEqual(50);
    for (const file of engine) {
      for (const { spec, target } of importsOf(file)) {
        if (target !== undefined)
          expect(target, `${rel(file)} imports ${spec}`).toMatch(/^supabase\/functions\//u);
      }
    }
  });
});
