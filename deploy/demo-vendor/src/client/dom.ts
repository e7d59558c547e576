/**
 * A tiny element builder. Attributes go through setAttribute and text through text nodes, never
 * innerHTML, so names from the server (teams, games) cannot inject markup; no `style` attributes,
 * which the provider's style-src 'self' policy would block.
 */
type Child = Node | string | null | undefined | false;
type Attributes = Record<string, string | number | boolean | null | undefined>;

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  setAttributes(element, attributes);
  append(element, ...children);
  return element;
}

function setAttributes(element: Element, attributes: Attributes): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (name === 'style') throw new Error('inline styles are blocked by the content security policy: use a class');
    element.setAttribute(name, value === true ? '' : String(value));
  }
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The same for SVG elements (the game's drawings), which need their own namespace. */
export function svgEl<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Child[]): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG_NS, tag);
  setAttributes(element, attributes);
  append(element, ...children);
  return element;
}

export function append(parent: Node, ...children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  }
}

/** Replaces every child of `parent`. */
export function replaceChildren(parent: Element, ...children: Child[]): void {
  while (parent.firstChild) parent.removeChild(parent.firstChild);
  append(parent, ...children);
}

let ids = 0;
/** A unique id for label/aria references. */
export function uid(prefix: string): string {
  ids += 1;
  return `${prefix}-${ids}`;
}
