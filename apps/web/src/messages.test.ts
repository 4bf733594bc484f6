import { describe, expect, it } from 'vitest';
import { messages } from './messages';

/** Product specification section 8, copied word for word: every text must exist in messages.ts exactly. */
const SPEC_TEXTS = [
  'Invalid credentials. Please try again.',
  'Registration failed. Please try again.',
  'Failed to create news',
  'Failed to fetch news',
  'Failed to fetch news by ID',
  'Failed to update news',
  'Failed to delete news',
  'News event created successfully',
  'News event updated successfully',
  'News event deleted successfully',
  'Failed to create service',
  'Failed to fetch services',
  'Failed to fetch service by ID',
  'Failed to update service',
  'Failed to delete service',
  'Service created successfully',
  'Service updated successfully',
  'Service deleted successfully',
  'Failed to create coach',
  'Failed to update coach',
  'Coach updated successfully',
  'Failed to refresh coaches',
  'Failed to fetch coaches by region',
  'Failed to create client',
  'Failed to update client',
  'Failed to fetch action plans',
  'Failed to create action plan',
  'Failed to update action plan',
  'Failed to delete action plan',
  'Action Plan created successfully!',
  'Action Plan updated successfully!',
  'Action Plan deleted successfully!',
  'Failed to fetch coach report',
  'Failed to fetch user report',
  'Invalid response format: Expected a JSON object.',
  'Failed to create client-coach relationship',
  'Failed to fetch client-coach relationships',
  'Failed to fetch client-coach relationship',
  'Failed to update client-coach relationship',
  'Failed to delete client-coach relationship',
  'Client-Coach relationship created successfully',
  'Client-Coach relationship updated successfully',
  'Client-Coach relationship deleted successfully',
  'Failed to delete image',
  'Form file uploaded',
  'File upload failed',
  'Failed to fetch form files',
  'Failed to fetch file',
  'Form file updated',
  'Update failed',
  'Form file deleted',
  'Delete failed',
  'Landing content created',
  'Failed to create landing content',
  'Failed to fetch landing content',
  'Failed to fetch content',
  'Landing content updated',
  'Failed to update content',
  'Landing content deleted',
  'Failed to delete content',
  'Landing card created successfully',
  'Failed to create card',
  'Failed to fetch cards',
  'Failed to fetch card by ID',
  'Landing card updated successfully',
  'Failed to update card',
  'Landing card deleted successfully',
  'Failed to delete card',
  'Referral content created',
  'Failed to create referral content',
  'Failed to fetch referral content',
  'Referral content updated',
  'Referral content deleted',
  'Services content created',
  'Failed to create services content',
  'Failed to fetch services content',
  'Services content updated',
  'Services content deleted',
];

function allTexts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node === 'object' && node !== null) return Object.values(node).flatMap(allTexts);
  return [];
}

describe('messages', () => {
  const texts = new Set(allTexts(messages));

  it.each(SPEC_TEXTS)('holds %s word for word', (text) => {
    expect(texts.has(text)).toBe(true);
  });

  // The specification's texts stay as written; every other one reads as a person would say it.
  it('words every text the spec does not give as a person would', () => {
    const own = [...texts].filter((text) => !SPEC_TEXTS.includes(text));
    expect(own.length).toBeGreaterThan(40);
    const robotic = own.filter((text) => /^Failed to |\bfetch\b|\bby ID\b| failed$/.test(text));
    expect(robotic).toEqual([]);
  });

  it('builds the image texts from the type', () => {
    expect(messages.images.uploaded('landing')).toBe('landing image uploaded successfully');
    expect(messages.images.deleted('service')).toBe('service image deleted successfully');
  });
});
