import { describe, expect, it } from 'vitest';
import { previewAddress, siteAddress } from './site-address';

describe('where visitors see an item', () => {
  it('finds a text block on its page, at its heading where the page draws one', () => {
    expect(siteAddress('landingContent', { id: 1, section: 'home-intro' })).toBe('/');
    expect(siteAddress('landingContent', { id: 2, section: 'home-approach' })).toBe('/#section-2');
    expect(siteAddress('landingContent', { id: 3, section: 'About-Team' })).toBe('/aboutus#section-3');
    expect(siteAddress('landingContent', { id: 4, section: 'benefit' })).toBe('/benefit');
    expect(siteAddress('servicesContent', { id: 5, section: 'services-how' })).toBe('/services#section-5');
    expect(siteAddress('referralContent', { id: 6, section: 'apply-next' })).toBe('/apply#section-6');
  });

  it('says no page for a section no page shows', () => {
    expect(siteAddress('landingContent', { id: 7, section: 'nowhere' })).toBeNull();
  });

  it('sends a collection to the first page that shows it, and a post to its own page', () => {
    expect(siteAddress('landingCards', { id: 8 })).toBe('/');
    expect(siteAddress('galleryImages', { id: 9 })).toBe('/gallery');
    expect(siteAddress('newsEvents', { id: 10 })).toBe('/newsplanblog/10');
    expect(siteAddress('blogPosts', { id: 11 })).toBe('/newsplanblog/11');
  });

  it('previews only what has a page of its own', () => {
    expect(previewAddress('newsEvents', { id: 10 })).toBe('/newsplanblog/10?preview');
    expect(previewAddress('landingContent', { id: 1 })).toBeNull();
  });
});
