import type { InfoNode } from '@storefront-widgets/core';
import type { ReactNode } from 'react';

/** Renders parsed info-page nodes as React elements: text stays text, links open in a new tab. */
export function InfoContent({ nodes }: { nodes: InfoNode[] }): ReactNode {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    const key = `${node.tag}-${index}`;
    const children = node.children.length ? <InfoContent nodes={node.children} /> : null;
    if (node.tag === 'a') {
      return (
        <a key={key} href={node.href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    }
    if (node.tag === 'br') return <br key={key} />;
    const Tag = node.tag;
    return <Tag key={key}>{children}</Tag>;
  });
}
