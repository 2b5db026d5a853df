import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// What jsdom lacks and the component library uses: media queries, element resizing, scrolling.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
})
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub
Element.prototype.scrollIntoView ??= () => {}
window.scrollTo = () => {}

afterEach(() => {
  cleanup()
  sessionStorage.clear()
  localStorage.clear()
})

// Autosizing text areas follow web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget() })
}
