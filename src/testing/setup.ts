import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// `waitFor` and `findBy…` wait for a state for up to 20 s, not the library's 1 s: on a busy machine a form's checks and
// the render after them took longer than that (over 10 s with two test suites running at once). A passing test waits
// no longer for it.
configure({ asyncUtilTimeout: 20_000 })

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
