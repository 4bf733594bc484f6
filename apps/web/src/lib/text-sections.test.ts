import { describe, expect, it } from 'vitest';
import { blocksOf, findSection, otherSections, sectionsInOrder, sectionsOf } from './text-sections';

const block = (id: number, section: string) => ({ id, section, title: `T${id}`, body: `B${id}` });
// As the API lists them: by section, then id.
const blocks = [
  block(7, 'about'),
  block(3, 'about'),
  block(1, 'apply-intro'),
  block(2, 'apply-next'),
  block(5, 'apply-prepare'),
  block(9, 'extra'),
];

describe('text sections', () => {
  it('finds every block of a section in id order', () => {
    expect(blocksOf(blocks, 'about').map((b) => b.id)).toEqual([3, 7]);
    expect(blocksOf(blocks, ' ABOUT ').map((b) => b.id)).toEqual([3, 7]);
  });

  it('finds the first block of the first section that exists, and nothing when none does', () => {
    expect(findSection(blocks, 'home-intro', 'about')?.id).toBe(3);
    expect(findSection(blocks, 'home-intro')).toBeUndefined();
    expect(findSection([], 'about')).toBeUndefined();
  });

  it('puts named sections in reading order, skipping missing ones', () => {
    expect(sectionsInOrder(blocks, ['apply-intro', 'apply-prepare', 'missing', 'apply-next']).map((b) => b.id)).toEqual([1, 5, 2]);
  });

  it('takes a page prefix and its dashed sub-sections, not look-alikes', () => {
    const more = [...blocks, block(11, 'about-team'), block(12, 'aboutus'), block(4, 'about')];
    expect(sectionsOf(more, 'about').map((b) => b.id)).toEqual([3, 4, 7, 11]);
    expect(sectionsOf(more, 'apply').map((b) => b.id)).toEqual([1, 2, 5]);
  });

  it('lists the blocks of sections a page does not know', () => {
    expect(otherSections(blocks, ['apply-intro', 'apply-prepare', 'apply-next']).map((b) => b.id)).toEqual([3, 7, 9]);
  });
});
