/** The image template's props. */
export interface ImageProps {
  src: string;
  /** Intrinsic width. Unit: px. A positive integer. */
  width: number;
  /** Intrinsic height. Unit: px. A positive integer. */
  height: number;
  /** Alternative text ('' for a decorative image). */
  alt: string;
  class?: string;
  style?: string;
  /** Fetch priority. @default null */
  priority?: 'high' | 'low' | null;
  /** Required with the sqs loader. */
  sizes?: string;
  /** 'sqs' builds the srcset from the platform's image widths; 'raw' uses `srcset` as given. @default 'sqs' */
  loader?: 'sqs' | 'raw';
  /** Only with loader raw. */
  srcset?: string;
  onLoadingComplete?: (image: HTMLImageElement) => void;
  /** Extra attributes passed to the img element. */
  passthrough?: Readonly<Record<string, string>>;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The problem with a width or height, or null. */
function dimensionProblem(name: 'width' | 'height', value: unknown): string | null {
  if (isBlank(value)) return `Image prop "${name}" is required`;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) {
    return `Image prop "${name}" requires a positive integer, but received a non-integer value`;
  }
  // Zero is not positive either; it is reported with the negative values.
  if (number <= 0) return `Image prop "${name}" requires a positive integer, but received a negative value`;
  return null;
}

/**
 * Every problem with image template props, in the wording of the platform: src, width, height
 * and alt 'is required'; width and height positive integers; priority high, low or null; loader
 * sqs or raw; srcset only with loader raw; sizes required with loader sqs.
 * @returns the messages, empty when the props are valid
 */
export function validateImageProps(props: Readonly<Record<string, unknown>>): string[] {
  const problems: string[] = [];
  if (isBlank(props.src)) problems.push('Image prop "src" is required');
  for (const name of ['width', 'height'] as const) {
    const problem = dimensionProblem(name, props[name]);
    if (problem) problems.push(problem);
  }
  if (props.alt === undefined || props.alt === null) problems.push('Image prop "alt" is required');
  if (
    props.priority !== undefined &&
    props.priority !== null &&
    props.priority !== 'high' &&
    props.priority !== 'low'
  ) {
    problems.push('Image prop "priority" is invalid, accepted values are high, low, or null');
  }
  const loader = props.loader ?? 'sqs';
  if (loader !== 'sqs' && loader !== 'raw')
    problems.push(`Image received unknown loader type "${String(loader)}"`);
  if (!isBlank(props.srcset) && loader !== 'raw') {
    problems.push('Image prop "srcset" can only be used when loader=raw');
  }
  if (loader === 'sqs' && isBlank(props.sizes))
    problems.push('Image prop "sizes" is required when loader=sqs');
  return problems;
}

/**
 * The props as {@link ImageProps} (numeric strings for width and height become numbers).
 * @throws TypeError listing every problem of {@link validateImageProps}, one per line
 */
export function assertImageProps(props: Readonly<Record<string, unknown>>): ImageProps {
  const problems = validateImageProps(props);
  if (problems.length > 0) throw new TypeError(problems.join('\n'));
  return { ...props, width: Number(props.width), height: Number(props.height) } as unknown as ImageProps;
}
