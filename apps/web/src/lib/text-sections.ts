/**
 * A text block of landing, services or referral content. A page finds its
 * blocks by `section` name (docs/architecture.md#content-and-files; the names are those of the demo
 * content, apps/api/src/demo/demo-content.ts); a section may hold several blocks,
 * shown in id order, and a missing section is simply left out.
 */
export interface TextBlock {
  id: number;
  section: string;
  title: string;
  body: string;
}

const normal = (name: string) => name.trim().toLowerCase();
const byId = (a: TextBlock, b: TextBlock) => a.id - b.id;

/** Every block of one section, in id order. */
export function blocksOf<T extends TextBlock>(blocks: readonly T[], section: string): T[] {
  return blocks.filter((block) => normal(block.section) === normal(section)).sort(byId);
}

/** The first block of the first of `names` that has one, or undefined. */
export function findSection<T extends TextBlock>(blocks: readonly T[], ...names: string[]): T | undefined {
  for (const name of names) {
    const [first] = blocksOf(blocks, name);
    if (first) return first;
  }
  return undefined;
}

/** The blocks of the named sections, section by section in the order given. */
export function sectionsInOrder<T extends TextBlock>(blocks: readonly T[], names: readonly string[]): T[] {
  return names.flatMap((name) => blocksOf(blocks, name));
}

/** Groups blocks by section (sections in the order they first appear, blocks by id within one). */
function grouped<T extends TextBlock>(blocks: readonly T[]): T[] {
  const sections = [...new Set(blocks.map((block) => normal(block.section)))];
  return sectionsInOrder(blocks, sections);
}

/** The blocks of a page: section `prefix` itself and every `prefix-…` section (`about`, `about-team`). */
export function sectionsOf<T extends TextBlock>(blocks: readonly T[], prefix: string): T[] {
  const p = normal(prefix);
  return grouped(
    blocks.filter((block) => {
      const s = normal(block.section);
      return s === p || s.startsWith(`${p}-`);
    }),
  );
}

/** The blocks of every section other than `taken`: what an administrator added beyond the known sections. */
export function otherSections<T extends TextBlock>(blocks: readonly T[], taken: readonly string[]): T[] {
  const used = new Set(taken.map(normal));
  return grouped(blocks.filter((block) => !used.has(normal(block.section))));
}
