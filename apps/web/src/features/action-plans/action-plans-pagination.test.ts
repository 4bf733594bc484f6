import { describe, expect, it } from 'vitest';
import { clampPage, fromStorePage, pageCount, pageFromSearch, pageRange, toStorePage } from './action-plans-pagination';

describe('action plan pagination mapping', () => {
  it('defaults to page 1 and ignores nonsense in the address', () => {
    expect(pageFromSearch(null)).toBe(1);
    expect(pageFromSearch('')).toBe(1);
    expect(pageFromSearch('0')).toBe(1);
    expect(pageFromSearch('-2')).toBe(1);
    expect(pageFromSearch('1.5')).toBe(1);
    expect(pageFromSearch('abc')).toBe(1);
    expect(pageFromSearch('3')).toBe(3);
  });

  it('maps the one-based page to the zero-based store page and back', () => {
    expect(toStorePage(1)).toBe(0);
    expect(toStorePage(2)).toBe(1);
    expect(toStorePage(0)).toBe(0);
    expect(fromStorePage(0)).toBe(1);
    expect(fromStorePage(fromStorePage(0) - 1)).toBe(1);
  });

  it('counts ten to a page and never fewer than one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(25, 10)).toBe(3);
  });

  it('moves a page past the end back to the last page', () => {
    expect(clampPage(3, 20)).toBe(2);
    expect(clampPage(2, 11)).toBe(2);
    expect(clampPage(5, 0)).toBe(1);
  });

  it('says which plans the page shows', () => {
    expect(pageRange(1, 10, 2, 12)).toEqual({ from: 11, to: 12, total: 12 });
    expect(pageRange(0, 10, 10, 12)).toEqual({ from: 1, to: 10, total: 12 });
    expect(pageRange(0, 10, 0, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});
