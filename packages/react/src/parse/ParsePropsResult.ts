/** What a widget's `parseProps(element)` returns: typed props, or one message naming what is wrong. */
export type ParsePropsResult<TProps> = { ok: true; props: TProps } | { ok: false; error: string };
