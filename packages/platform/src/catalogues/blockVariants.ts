import { BlockType, type BlockTypeCode } from './blockTypes';
import { createCodeLookup } from './createCodeLookup';

/** The first block-variant code ("Block variants start at 1000"). */
export const FIRST_BLOCK_VARIANT = 1000;

/**
 * Block variants, numbered from 1000 in the platform's order: gallery
 * slideshow/carousel/grid/stack, summary wall/carousel/list/grid, chart bar/line/pie, image
 * inline/poster/card/overlap/collage/stack, Tock reservations/events. The platform gives the order
 * and the start, not each number; this numbering is consecutive.
 */
export const BlockVariant = {
  GALLERY_SLIDESHOW: 1000,
  GALLERY_CAROUSEL: 1001,
  GALLERY_GRID: 1002,
  GALLERY_STACK: 1003,
  SUMMARY_WALL: 1004,
  SUMMARY_CAROUSEL: 1005,
  SUMMARY_LIST: 1006,
  SUMMARY_GRID: 1007,
  CHART_BAR: 1008,
  CHART_LINE: 1009,
  CHART_PIE: 1010,
  IMAGE_INLINE: 1011,
  IMAGE_POSTER: 1012,
  IMAGE_CARD: 1013,
  IMAGE_OVERLAP: 1014,
  IMAGE_COLLAGE: 1015,
  IMAGE_STACK: 1016,
  TOCK_RESERVATIONS: 1017,
  TOCK_EVENTS: 1018,
} as const;

/** One of the codes of {@link BlockVariant}. */
export type BlockVariantCode = (typeof BlockVariant)[keyof typeof BlockVariant];

/** Name↔code lookups of {@link BlockVariant}. */
export const blockVariants = createCodeLookup(BlockVariant);

/** The block a variant's name starts with; summary variants belong to the summary v2 block. */
const VARIANT_BLOCKS: Readonly<Record<string, BlockTypeCode>> = {
  GALLERY: BlockType.GALLERY,
  SUMMARY: BlockType.SUMMARY_V2,
  CHART: BlockType.CHART,
  IMAGE: BlockType.IMAGE,
  TOCK: BlockType.TOCK,
};

/** The block type a variant is a variant of (GALLERY for GALLERY_GRID), or undefined. */
export function blockTypeOfVariant(variant: unknown): BlockTypeCode | undefined {
  const name = blockVariants.nameOf(variant);
  return name === undefined ? undefined : VARIANT_BLOCKS[name.slice(0, name.indexOf('_'))];
}
