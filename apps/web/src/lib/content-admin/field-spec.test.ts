import { describe, expect, it } from 'vitest';
import { collectionAdminSpecs } from './collection-fields';
import { initialValues, isoToLocalInput, localInputToIso, toBody, valuesFromItem, type FieldSpec } from './field-spec';

const news = collectionAdminSpecs.newsEvents.fields;

describe('field specs to form values and back', () => {
  it('starts a new item from each kind: the first option, the initial, false for a switch, null for a file', () => {
    const fields: FieldSpec[] = [
      { name: 'kind', label: 'Kind', kind: 'select', options: [{ value: 'news', label: 'News' }] },
      { name: 'status', label: 'Status', kind: 'select', options: [{ value: 'draft', label: 'D' }], initial: 'published' },
      { name: 'title', label: 'Title', kind: 'text' },
      { name: 'is_public', label: 'Public', kind: 'switch' },
      { name: 'file', label: 'File', kind: 'file' },
    ];
    expect(initialValues(fields, { title: 'Given' })).toEqual({
      kind: 'news',
      status: 'published',
      title: 'Given',
      is_public: false,
      file: null,
    });
  });

  it('gives every collection field a value of its kind', () => {
    const values = initialValues(news);
    expect(values).toMatchObject({ kind: 'news', title: '', body: '', event_date: '', image_url: '', status: 'draft', publish_at: '' });
  });

  it('reads an item into the form: null as empty, a publish time as local date and time', () => {
    const item = { title: 'Open house', event_date: null, publish_at: '2026-03-01T16:30:00.000Z', location: null, sort_order: 3 };
    const values = valuesFromItem([...news, { name: 'sort_order', label: 'Position', kind: 'number' }], item);
    expect(values.title).toBe('Open house');
    expect(values.event_date).toBe('');
    expect(values.location).toBe('');
    expect(values.sort_order).toBe('3');
    expect(values.publish_at).toBe(isoToLocalInput('2026-03-01T16:30:00.000Z'));
    expect(localInputToIso(String(values.publish_at))).toBe('2026-03-01T16:30:00.000Z');
  });

  it('turns the form into the body the contract reads', () => {
    const fields: FieldSpec[] = [
      ...news,
      { name: 'sort_order', label: 'Position', kind: 'number' },
      { name: 'is_public', label: 'Public', kind: 'switch' },
      { name: 'file', label: 'File', kind: 'file' },
    ];
    const body = toBody(fields, {
      ...initialValues(fields),
      title: 'Spring workshop',
      publish_at: '2026-04-02T09:00',
      event_date: '2026-04-20',
      sort_order: '7',
      is_public: true,
    });
    expect(body).toMatchObject({ title: 'Spring workshop', event_date: '2026-04-20', sort_order: 7, is_public: true, image_url: '' });
    expect(body.publish_at).toBe(new Date('2026-04-02T09:00').toISOString());
    expect('file' in body).toBe(false);
    expect(toBody(fields, initialValues(fields))).toMatchObject({ publish_at: null, event_date: null });
    expect('sort_order' in toBody(fields, initialValues(fields))).toBe(false);
  });
});
