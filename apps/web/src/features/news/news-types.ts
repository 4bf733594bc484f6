/** DESIGN section 5; the contract package will own these once the content API lands. */
export interface NewsEvent {
  id: number;
  kind: 'news' | 'event';
  title: string;
  body: string;
  event_date: string | null;
  location: string | null;
  image_url: string | null;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface BlogPost {
  id: number;
  title: string;
  body: string;
  author: string | null;
  image_url: string | null;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

export type NewsEventInput = Omit<NewsEvent, 'id' | 'createdAt' | 'updatedAt'>;
export type BlogPostInput = Omit<BlogPost, 'id' | 'createdAt' | 'updatedAt'>;
