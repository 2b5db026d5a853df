import { Suspense, useEffect, useRef, type ReactNode } from 'react'
import { Loader } from '@mantine/core'

/**
 * The content of a dialog whose code loads when it is first opened (a `React.lazy` form, so that its form tooling
 * stays out of the page's first load): a loader until it has come, then the focus on its `data-autofocus` field,
 * where the dialog places it when its content is there as it opens.
 */
export function LazyDialogContent({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Loading the form" />}>
      <FocusOnArrival>{children}</FocusOnArrival>
    </Suspense>
  )
}

function FocusOnArrival({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const wanted = box.current?.querySelector<HTMLElement>('[data-autofocus]')
    if (wanted && !box.current?.contains(document.activeElement)) wanted.focus()
  }, [])
  return <div ref={box}>{children}</div>
}
