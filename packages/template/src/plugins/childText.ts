import { childOf, toNumber, toText } from '../values/values';

/** A property of a data node as text ('' when missing, null, an object or an array). */
export const childText = (node: unknown, key: string | number): string => toText(childOf(node, key));

/** A property of a data node as a number, the platform's way (`toNumber`; missing is 0). */
export const childNumber = (node: unknown, key: string | number): number => toNumber(childOf(node, key));
