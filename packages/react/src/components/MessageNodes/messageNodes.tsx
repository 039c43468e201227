import { Fragment, type ReactNode } from 'react'

/**
 * A message whose `{name}` placeholders are elements (an email in bold): the translation decides
 * where they go, so no sentence is glued together from pieces.
 */
export function messageNodes(template: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode {
  return template.split(/\{(\w+)\}/).map((part, index) => (index % 2 ? <Fragment key={index}>{nodes[part] ?? `{${part}}`}</Fragment> : part))
}
