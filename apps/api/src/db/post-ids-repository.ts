import { nowIso } from '../lib/time';
import type { Db } from './connection';
import type { PostIdsTable } from './schema';

/** The tables whose rows take their id from post_ids, so a news item and a blog post never share one. */
export type PostTable = PostIdsTable['collection'];

export const POST_TABLES: readonly string[] = ['news_events', 'blog_posts'] satisfies PostTable[];

export const isPostTable = (table: string): table is PostTable => POST_TABLES.includes(table);

/** Draws the next post id; call inside the transaction that inserts the post, so a failed insert leaves no stray row. */
export async function nextPostId(db: Db, collection: PostTable): Promise<number> {
  const { id } = await db.insertInto('post_ids').values({ collection, created_at: nowIso() }).returning('id').executeTakeFirstOrThrow();
  return id;
}
