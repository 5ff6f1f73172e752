import type { PartialHandlers } from '../../core/engine';
import type { DemoDb } from '../../state';
import { articleHandlers } from './article';
import { commonHandlers } from './common';
import { drawHandlers } from './draw';
import { focusHandlers } from './focus';
import { goodsHandlers } from './goods';
import { zoneHandlers } from './zone';

/** The catalogue area: what a visitor browses (tags common, focus, article, goods, zone) and the draws. */
export const catalogueHandlers: PartialHandlers<DemoDb> = {
  ...commonHandlers,
  ...focusHandlers,
  ...articleHandlers,
  ...goodsHandlers,
  ...zoneHandlers,
  ...drawHandlers,
};
