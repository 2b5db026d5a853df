/** An element's inline style, property → value (CSS variables included). */
export const inlineStyle = (element: Element) => {
  const { style } = element as HTMLElement
  return Object.fromEntries(
    Array.from({ length: style.length }, (_, index) => style.item(index)).map((name) => [name, style.getPropertyValue(name)]),
  )
}

/** What an element looks like to the stylesheet: its tag, classes, data attributes and inline style, and its children's. */
export interface Looks {
  tag: string
  classes: string[]
  data: Record<string, string | undefined>
  style: Record<string, string>
  children: Looks[]
}

export function looks(element: Element): Looks {
  return {
    tag: element.tagName,
    classes: [...element.classList].sort(),
    data: Object.fromEntries(Object.entries((element as HTMLElement).dataset).sort()),
    style: inlineStyle(element),
    children: [...element.children].map(looks),
  }
}
