import { expect } from 'vitest'

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

/** A CSS module's class as the tests name it (`_<name>_<hash>`): its name in the stylesheet, or undefined. */
const moduleName = (className: string) => /^_(\w+?)_[\da-z]+$/.exec(className)?.[1]

/** How many classes and attribute conditions a selector has: the later and the more specific rule wins. */
const specificity = (selector: string) => (selector.match(/[.[]/g) ?? []).length

/**
 * What the stylesheets' rules set on the element itself: each rule whose selector names only the element's own
 * classes, with its attribute conditions (`.root[data-size='sm']`, `.wrapper[data-error]`) met. Rules on states
 * (`:hover`) or on descendants are not the element's own.
 */
export function ruledStyle(element: Element, sheets: Map<string, Record<string, string>>[]): Record<string, string> {
  const own = new Map(
    [...element.classList].flatMap((className) => {
      const name = moduleName(className)
      return name ? [[name, className] as const] : []
    }),
  )
  const applying = sheets
    .flatMap((rules) =>
      [...rules].flatMap(([selector, declarations]) => selector.split(',').map((part) => [part.trim(), declarations] as const)),
    )
    .filter(([selector]) => {
      if (/[\s>+~:]/.test(selector)) return false
      const names = [...selector.matchAll(/\.([\w-]+)/g)].map(([, name]) => name!)
      if (!names.length || !names.every((name) => own.has(name))) return false
      return element.matches(selector.replace(/\.([\w-]+)/g, (_, name: string) => `.${CSS.escape(own.get(name)!)}`))
    })
    .sort(([a], [b]) => specificity(a) - specificity(b))
  return Object.assign({}, ...applying.map(([, declarations]) => declarations)) as Record<string, string>
}

/**
 * Ours is drawn as the library draws its component, element by element: the same tags, data attributes (the root's
 * plus `data`) and children, the library's classes plus our stylesheets' (`sheets`, read with `cssRules`), and what
 * the library writes inline, our rules set (or ours writes inline too).
 */
export function expectDrawnAs(
  ours: Element,
  library: Element,
  sheets: Map<string, Record<string, string>>[],
  data: Record<string, string> = {},
  path = ours.tagName.toLowerCase(),
) {
  const [mine, theirs] = [looks(ours), looks(library)]
  expect(mine.tag, path).toBe(theirs.tag)
  expect(mine.data, `${path}: data attributes`).toEqual({ ...theirs.data, ...data })
  expect(
    mine.classes.filter((name) => moduleName(name) === undefined),
    `${path}: the library's classes`,
  ).toEqual(theirs.classes)
  expect({ ...ruledStyle(ours, sheets), ...mine.style }, `${path}: the styles`).toEqual(theirs.style)
  expect(ours.children.length, `${path}: children`).toBe(library.children.length)
  ;[...ours.children].forEach((child, index) =>
    expectDrawnAs(
      child,
      library.children[index]!,
      sheets,
      {},
      `${path} > ${child.tagName.toLowerCase()}:nth-child(${index + 1})`,
    ),
  )
}
