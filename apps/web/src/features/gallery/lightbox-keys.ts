/** What a key does in the open lightbox: the index to show next, `close`, or nothing (undefined). */
export function lightboxKey(index: number, count: number, key: string): number | 'close' | undefined {
  if (count <= 0) return 'close';
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'Escape':
      return 'close';
    default:
      return undefined;
  }
}

/** "3 of 12". */
export const position = (index: number, count: number) => `${index + 1} of ${count}`;
