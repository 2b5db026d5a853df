/**
 * The theme's colours (the library's default palette), for which the stylesheets of the plain row parts
 * (LightBadge.module.css, RowButton.module.css) have a rule each: a colour outside it is written on the element.
 */
export const themeColours: ReadonlySet<string> = new Set([
  'dark',
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
])
