import { href } from '@/lib/routes';

/** The drug list's three views: cards, the dense table and the text-only cards. */
export const LIST_VIEWS = { cards: href('list_index'), table: href('list_table'), noImage: href('list_no_image') };
export const SEARCH_VIEWS = { cards: href('search_index'), table: href('search_table') };
