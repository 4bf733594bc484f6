import { describe, expect, it } from 'vitest';
import { itemStatus, STATUS_LABELS, statusText } from './item-status';

const now = new Date('2026-03-01T12:00:00Z');

describe('status labels', () => {
  it('tells drafts, published and scheduled items apart', () => {
    expect(itemStatus({ status: 'draft', publish_at: null }, now)).toBe('draft');
    expect(itemStatus({ status: 'draft', publish_at: '2026-04-01T00:00:00Z' }, now)).toBe('draft');
    expect(itemStatus({ status: 'published', publish_at: null }, now)).toBe('published');
    expect(itemStatus({ status: 'published', publish_at: '2026-02-01T00:00:00Z' }, now)).toBe('published');
    expect(itemStatus({ status: 'published', publish_at: '2026-03-02T00:00:00Z' }, now)).toBe('scheduled');
  });

  it('has no status where the collection has no publishing', () => {
    expect(itemStatus({ title: 'A service', sort_order: 1 }, now)).toBeNull();
    expect(statusText({ title: 'A service' }, now)).toBeNull();
  });

  it('says when a scheduled item appears', () => {
    expect(statusText({ status: 'draft' }, now)).toBe(STATUS_LABELS.draft);
    expect(statusText({ status: 'published', publish_at: null }, now)).toBe('Published');
    expect(statusText({ status: 'published', publish_at: '2026-03-02T15:00:00Z' }, now)).toMatch(/^Scheduled for .*2026/);
  });
});
